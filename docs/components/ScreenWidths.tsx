import { useEffect, useRef, useState } from 'react';
import {
  BREAKPOINTS,
  NARROW_PHONE_WIDTH,
  widthAfter,
  type BreakpointName,
} from '../../src/tokens/breakpoints';
import {
  LAYOUT_MODE_THRESHOLDS,
  footerLayoutModeFor,
  headerLayoutModeFor,
} from '../../src/page-runtime/layout-mode';
import { WIDTH_STORIES } from './element-previews';
import { galleryEntries } from './element-status';

/** The widths every element is shown at: the first width of each of these ranges. */
export const SHOWN_BREAKPOINTS = ['xs', 'm', 'xl', '4xl'] as const satisfies BreakpointName[];

const NAMES = Object.keys(BREAKPOINTS) as BreakpointName[];

/** The spec's ranges, from src/tokens/breakpoints.ts, with the layout modes each starts in. */
export function BreakpointTable() {
  return (
    <table>
      <thead>
        <tr>
          <th>name</th>
          <th>range (px)</th>
          <th>Storybook viewport</th>
          <th>header</th>
          <th>footer</th>
        </tr>
      </thead>
      <tbody>
        {NAMES.map((name, index) => {
          const first = widthAfter(name);
          const next = NAMES[index + 1];
          return (
            <tr key={name}>
              <td>
                <code>{name}</code>
              </td>
              <td>{next ? `${first}–${BREAKPOINTS[next]}` : `${first} and wider`}</td>
              <td>{`${name} (${first}px)`}</td>
              <td>{headerLayoutModeFor(first)}</td>
              <td>{footerLayoutModeFor(first)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Where the header's and the footer's layout modes begin, from src/page-runtime/layout-mode.ts. */
export function LayoutModeTable() {
  const rows = [
    ['header', LAYOUT_MODE_THRESHOLDS.header],
    ['footer', LAYOUT_MODE_THRESHOLDS.footer],
  ] as const;
  return (
    <table>
      <thead>
        <tr>
          <th>area</th>
          <th>MATCH</th>
          <th>TABLET</th>
          <th>CLASSIC</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([area, { tabletFrom, classicFrom }]) => (
          <tr key={area}>
            <td>{area}</td>
            <td>{`below ${tabletFrom} px`}</td>
            <td>{`${tabletFrom}–${classicFrom - 1} px`}</td>
            <td>{`${classicFrom} px and wider`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The narrowest phones' last width, which the header and the app banner lay out apart. */
export const NarrowPhoneWidth = () => <>{NARROW_PHONE_WIDTH}</>;

/** Each frame is drawn at most this wide, however wide the window it stands for. */
const FRAME_SPACE = 460;

/**
 * A story in a window of its own, `width` px wide: elements lay out by the window's width (media
 * queries, the layout mode), which only a frame of that width gives them. Drawn smaller, and as
 * tall as the story's content (the frame is on the docs' own origin, so its height can be read).
 */
function StoryFrame({
  story,
  width,
  name,
  tag,
  height,
}: {
  story: string;
  width: number;
  name: BreakpointName;
  tag: string;
  height: number | undefined;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [contentHeight, setContentHeight] = useState(height ?? 240);
  const scale = Math.min(1, FRAME_SPACE / width);

  useEffect(() => {
    const element = frame.current;
    if (!element || height !== undefined) return;
    let observer: ResizeObserver | undefined;
    const measure = () => {
      const root = element.contentDocument?.getElementById('storybook-root');
      if (!root) return;
      observer?.disconnect();
      const view = element.contentWindow as (Window & typeof globalThis) | null;
      observer = new (view?.ResizeObserver ?? ResizeObserver)(() => {
        // The story's padding (1rem) below its content, and never less than a line.
        setContentHeight(Math.max(64, Math.ceil(root.getBoundingClientRect().bottom) + 16));
      });
      observer.observe(root);
    };
    element.addEventListener('load', measure);
    if (element.contentDocument?.readyState === 'complete') measure();
    return () => {
      element.removeEventListener('load', measure);
      observer?.disconnect();
    };
  }, [height]);

  const src = `iframe.html?id=${story}&viewMode=story&globals=viewport:${name}`;
  return (
    <figure style={{ margin: 0 }}>
      <figcaption style={{ fontSize: 13, marginBottom: 4 }}>
        <code>{name}</code>
        {` · ${width} px wide`}
        {scale < 1 ? ` · drawn at ${Math.round(scale * 100)} %` : ''}
        {' · '}
        <a href={src} target="_blank" rel="noreferrer">
          open at full size
        </a>
      </figcaption>
      <div
        style={{
          width: width * scale,
          height: contentHeight * scale,
          overflow: 'hidden',
          border: '1px solid #d8dee4',
          borderRadius: 4,
        }}
      >
        <iframe
          ref={frame}
          src={src}
          title={`<${tag}> at ${name}, ${width} px wide`}
          loading="lazy"
          width={width}
          height={contentHeight}
          style={{ border: 0, transform: `scale(${scale})`, transformOrigin: 'top left' }}
        />
      </div>
    </figure>
  );
}

/** Every element in its story at xs, m, xl and 4xl, each in a window of that width. */
export function ElementsAtWidths() {
  return (
    <>
      {galleryEntries().map(({ tag }) => {
        const shown = WIDTH_STORIES[tag];
        if (!shown) return null;
        return (
          <section key={tag} data-tag={tag}>
            <h3>
              <code>{`<${tag}>`}</code>
            </h3>
            <div
              style={{
                display: 'grid',
                gridTemplateColumns: `repeat(auto-fill, minmax(${FRAME_SPACE}px, 1fr))`,
                gap: 16,
                alignItems: 'start',
              }}
            >
              {SHOWN_BREAKPOINTS.map((name) => (
                <StoryFrame
                  key={name}
                  story={shown.story}
                  width={widthAfter(name)}
                  name={name}
                  tag={tag}
                  height={shown.height}
                />
              ))}
            </div>
          </section>
        );
      })}
    </>
  );
}
