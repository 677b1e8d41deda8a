/**
 * Reads the theme-world answer (`GET /service/themeworld-frontend/api/themeworlds/navigation`,
 * CONTRACT; header-and-cart §3 "Theme-world"): the sections scout, new, more and lastChance in
 * that order, only those with worlds. Untrusted: a world without a title or a safe address is
 * left out; pictures with an unsafe address are not shown; badges and availability become the
 * labels of the answer's maps, and a key the map has no text for is left out (the map's other
 * labels stay). One console warning per answer; nothing throws.
 */
import { isRecord, readBoolean, readLine, readText } from '../decoding/json-decoding';
import { safePageUrl, safePictureUrl } from '../safe-url';
import type { ThemeWorldSection } from '../wire/navigation';

export const THEME_WORLD_SECTIONS: readonly ThemeWorldSection[] = [
  'scout',
  'new',
  'more',
  'lastChance',
];

/** More worlds than a section of the flyout shows are cut. */
export const THEME_WORLDS_PER_SECTION = 12;

export interface ThemeWorldView {
  title: string;
  href: string;
  /** The phone picture and the wide screens' one. */
  image?: string;
  desktopImage?: string;
  badges: readonly string[];
  availability?: string;
  loyaltyCard: boolean;
  /** As the service wrote them ("bis 30.11.", "nur noch 3 Tage"). */
  endDateText?: string;
  onlyXDaysLeftText?: string;
}

export interface ThemeWorldNavigation {
  sections: readonly { section: ThemeWorldSection; worlds: readonly ThemeWorldView[] }[];
}

export const NO_THEME_WORLDS: ThemeWorldNavigation = Object.freeze({ sections: [] });

export function readThemeWorldAnswer(
  body: unknown,
  warn: (message: string) => void = (message) => console.warn(`shop-main-nav: ${message}`),
): ThemeWorldNavigation {
  if (!isRecord(body) || !isRecord(body.sections)) {
    warn('the theme worlds answer has no sections; the bar shows the navigation only.');
    return NO_THEME_WORLDS;
  }
  // Read label by label: one label that is no text leaves out that label, not the others.
  const badgeLabels = isRecord(body.badgeLabels) ? body.badgeLabels : {};
  const availabilityLabels = isRecord(body.availabilityLabels) ? body.availabilityLabels : {};
  const problems: string[] = [];
  let unsafePictures = 0;
  const picture = (value: unknown) => safePictureUrl(value, () => (unsafePictures += 1));
  const unknownKeys = new Set<string>();
  const label = (labels: Readonly<Record<string, unknown>>, key: string) => {
    const found = Object.hasOwn(labels, key) ? readLine(labels[key]) : undefined;
    if (!found) unknownKeys.add(key);
    return found;
  };

  const sections: { section: ThemeWorldSection; worlds: ThemeWorldView[] }[] = [];
  for (const section of THEME_WORLD_SECTIONS) {
    const given: unknown = body.sections[section];
    if (given === undefined || given === null) continue;
    if (!Array.isArray(given)) {
      problems.push(`section ${section} is not a list`);
      continue;
    }
    const worlds: ThemeWorldView[] = [];
    let dropped = 0;
    for (const world of given) {
      const title = isRecord(world) ? readLine(world.title) : undefined;
      const href = isRecord(world) ? safePageUrl(world.url) : undefined;
      if (!isRecord(world) || !title || !href || worlds.length === THEME_WORLDS_PER_SECTION) {
        dropped += 1;
        continue;
      }
      const badges = (Array.isArray(world.badges) ? world.badges : [])
        .filter((key): key is string => typeof key === 'string')
        .map((key) => label(badgeLabels, key))
        .filter((text): text is string => Boolean(text));
      const availabilityKey = readText(world.availability);
      const availability = availabilityKey ? label(availabilityLabels, availabilityKey) : undefined;
      const image = picture(world.imgUrl);
      const desktopImage = picture(world.desktopImg);
      const endDateText = readLine(world.endDateText);
      const onlyXDaysLeftText = readLine(world.onlyXDaysLeftText);
      worlds.push({
        title,
        href,
        badges,
        loyaltyCard: readBoolean(world.loyaltyCard) ?? false,
        ...(image ? { image } : {}),
        ...(desktopImage ? { desktopImage } : {}),
        ...(availability ? { availability } : {}),
        ...(endDateText ? { endDateText } : {}),
        ...(onlyXDaysLeftText ? { onlyXDaysLeftText } : {}),
      });
    }
    if (dropped > 0)
      problems.push(
        `${dropped} worlds of ${section} without a title or safe address, or beyond ${THEME_WORLDS_PER_SECTION}`,
      );
    if (worlds.length > 0) sections.push({ section, worlds });
  }
  if (unsafePictures > 0) {
    problems.push(
      `${unsafePictures} pictures without a safe address (a path or http(s)) not shown`,
    );
  }
  if (unknownKeys.size > 0) {
    problems.push(
      `labels unknown for ${[...unknownKeys].map((key) => JSON.stringify(key)).join(', ')}`,
    );
  }
  if (problems.length > 0) warn(`theme worlds were left out: ${problems.join('; ')}.`);
  return { sections };
}
