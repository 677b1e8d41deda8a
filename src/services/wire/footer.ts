/** Footer content (newsletter-footer §3.2), the contentJSON of promotion SHOP_FOOTER. */

export interface FooterLink {
  text: string;
  url: string;
}

export interface FooterTeaserGroup {
  heading: { iconName: string; link: FooterLink };
  hideGroupInCheckout?: boolean;
  introductoryText?: string;
  links: { link: FooterLink; hideInClassic?: boolean }[];
  images?: { label: string; source: string }[];
}

export interface FooterIcon {
  iconName: string;
  link: FooterLink;
}

export interface FooterContent {
  headline?: string;
  teaser: { groups: FooterTeaserGroup[] };
  seo?: { heading: string; columns: { links: FooterLink[] }[] };
  socialMedia?: { heading: string; icons: FooterIcon[] };
  appReferences?: { heading: string; icons: FooterIcon[] };
  legalLinks: { link: FooterLink }[];
  viewChanger?: { toMobile: string; toDesktop: string };
  qualityLogos?: {
    heading: string;
    logos: {
      link?: FooterLink;
      image: { label: string; source: string; width: number; height: number };
    }[];
  };
  salesTax?: { textBeforeLink: string; link: FooterLink; textAfterLink: string };
}
