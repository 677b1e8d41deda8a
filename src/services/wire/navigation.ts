/** Header navigation answers (header-and-cart §3). */

export interface TeaserEntry {
  link: string;
  image: { src: string };
  title: string;
}

export interface NavigationTeaser {
  title: string;
  entries: TeaserEntry[];
}

export interface NavigationNode {
  title: string;
  href: string;
  target?: '_self' | '_blank';
  children?: NavigationNode[];
  teaser?: NavigationTeaser;
}

/** GET /service/header-backend/api/show: the entries after the theme worlds. */
export type NavigationAnswer = NavigationNode[];

export type ThemeWorldSection = 'scout' | 'new' | 'more' | 'lastChance';

export interface ThemeWorld {
  url: string;
  imgUrl: string;
  desktopImg: string;
  title: string;
  /** A key of `availabilityLabels`. */
  availability?: string;
  /** Keys of `badgeLabels`. */
  badges: string[];
  /** Only for loyalty-card members. */
  loyaltyCard: boolean;
  /** ISO date. */
  endDate?: string;
  endDateText?: string;
  onlyXDaysLeftText?: string;
}

/** GET /service/themeworld-frontend/api/themeworlds/navigation. */
export interface ThemeWorldAnswer {
  sections: Record<ThemeWorldSection, ThemeWorld[]>;
  badgeLabels: Record<string, string>;
  availabilityLabels: Record<string, string>;
}
