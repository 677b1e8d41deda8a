/** Which of a theme world's badges its flyout shows. Framework-free. */
import type { ThemeWorldView } from '../../../services/navigation/theme-world-answer';

/** A world's badges worth showing: not the ones its loyalty flag or availability already say. */
export function worldBadges(world: ThemeWorldView, loyaltyLabel: string): string[] {
  return [...new Set(world.badges)].filter(
    (badge) => badge !== world.availability && !(world.loyaltyCard && badge === loyaltyLabel),
  );
}
