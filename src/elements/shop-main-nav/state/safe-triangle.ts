/**
 * The safe triangle of a flyout menu: the pointer moving from where it last rested on the open
 * item towards the open flyout (inside the triangle of that point and the flyout's top corners)
 * is on its way into the flyout, so a neighbour it crosses does not take over. Framework-free.
 */
export interface Point {
  x: number;
  y: number;
}

/** The part of the flyout's box on screen the triangle reaches for (a `DOMRect` will do). */
export interface FlyoutTopEdge {
  left: number;
  right: number;
  top: number;
}

const cross = (a: Point, b: Point, c: Point) =>
  (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);

/** Whether `point` lies inside the triangle `a b c` (its edges included). */
export function isInTriangle(point: Point, a: Point, b: Point, c: Point): boolean {
  const d1 = cross(a, b, point);
  const d2 = cross(b, c, point);
  const d3 = cross(c, a, point);
  const hasNegative = d1 < 0 || d2 < 0 || d3 < 0;
  const hasPositive = d1 > 0 || d2 > 0 || d3 > 0;
  return !(hasNegative && hasPositive);
}

/**
 * Whether the pointer at `point`, having left `apex`, heads into `flyout` (its box on screen):
 * strictly below the apex and inside the triangle to the flyout's top corners.
 */
export function isHeadingInto(point: Point, apex: Point, flyout: FlyoutTopEdge): boolean {
  if (point.y <= apex.y) return false;
  return isInTriangle(
    point,
    apex,
    { x: flyout.left, y: flyout.top },
    { x: flyout.right, y: flyout.top },
  );
}
