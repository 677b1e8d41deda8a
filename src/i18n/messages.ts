/**
 * The shape every language catalogue must fill. A key missing in one language fails the
 * typecheck, because each catalogue is declared as `Messages`.
 *
 * Placeholders are written `{name}`. A plural message names the forms of `Intl.PluralRules`
 * its language needs; `other` is always required.
 */
export interface PluralMessage {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

export type Message = string | PluralMessage;

export interface Messages {
  'common.close': string;
  'common.loading': string;
  'modal.close': string;
  'image.unavailable': string;
  'rating.label': string;
  'rating.count': PluralMessage;
  'voucherCode.label': string;
  'voucherCode.copy': string;
  'voucherCode.copied': string;
  'voucherCode.copyFailed': string;
  'legalText.show': string;
  'legalText.hide': string;
  'passwordStrength.tooShort': string;
  'passwordStrength.weak': string;
  'passwordStrength.ok': string;
  'passwordStrength.strong': string;
  'passwordStrength.veryStrong': string;
  'form.select.placeholder': string;
  'passwordStrength.status': string;
  // Cart (header-and-cart §8): errors, cart link and mini cart
  /** Every technical error code of the cart read (spec §8 gives them one message). */
  'cart.error.get.technical': string;
  /** Every technical error code of the cart change (spec §8 gives them one message). */
  'cart.error.set.technical': string;
  /** The limit is passed as `count`, so Polish, Czech and Slovak can agree the noun with it. */
  'cart.error.set.CART_LIMIT': PluralMessage;
  'cart.error.set.ITEM_LIMIT': PluralMessage;
  'cart.error.set.AVAILABILITY_LIMIT': PluralMessage;
  'cart.defectiveItems': string;
  'cart.voucherRemovalFailed': string;
  'cart.giftCardRemovalFailed': string;
  'cart.link.label': PluralMessage;
  'cart.link.labelEmpty': string;
  'cart.heading': string;
  'cart.empty': string;
  'cart.loading': string;
  'cart.itemCount': PluralMessage;
  'cart.quantity': string;
  'cart.increase': string;
  'cart.decrease': string;
  'cart.remove': string;
  'cart.restore': string;
  'cart.removedNotice': string;
  'cart.restoredNotice': string;
  'cart.quantityChanged': string;
  'cart.freeArticle': string;
  'cart.giftCard': string;
  'cart.partnerProduct': string;
  'cart.subscription': string;
  'cart.unavailable': string;
  'cart.soldOut': string;
  'cart.unitPrice': string;
  'cart.originalPrice': string;
  'cart.total': string;
  'cart.toCart': string;
  'cart.toCheckout': string;
  'cart.retry': string;
  'cart.defectiveHeading': string;
  'cart.subscriptionsNote': string;
  /** The restore button's visible label; its accessible name is `cart.restore`, which contains it. */
  'cart.restoreShort': string;
  'cart.vouchersHeading': string;
  'cart.removeVoucher': string;
  /** A cart line's name when the answer gives none (decision 38): `{id}` is its number. */
  'cart.productNumber': string;
  // Header (header-and-cart §1, §2, §4): greeting, links, navigation
  /**
   * The customer's name after a greeting. A language whose greeting needs the name in the
   * vocative (Czech) shows `{name}` alone: the name comes in the nominative.
   */
  'header.greeting': string;
  'header.greetingAnonymous': string;
  'header.login': string;
  'header.showProfile': string;
  'header.storeFinder': string;
  'header.userMenu': string;
  'header.logoLabel': string;
  'header.back': string;
  'header.securePurchase': string;
  'header.loyaltyBeans': PluralMessage;
  'header.mainNavigation': string;
  'header.themeWorlds': string;
  /** The bar's last item when some items do not fit: its flyout lists them. */
  'header.moreItems': string;
  'header.openMenu': string;
  'header.closeMenu': string;
  /** The menu's drawer when the navigation could not be loaded. */
  'header.menuUnavailable': string;
  'header.showAll': string;
  /** The disclosure button of a navigation item; its name contains the item's title. */
  'header.skipToContent': string;
  'header.help': string;
  'header.faq': string;
  'header.myLoyaltyCard': string;
  'header.myBeanAccount': string;
  'header.miniCart': string;
  'header.subMenu': string;
  /** The badge of a theme world only for loyalty-card members. */
  'header.loyaltyCardWorld': string;
  'header.themeWorldSections.scout': string;
  'header.themeWorldSections.new': string;
  'header.themeWorldSections.more': string;
  'header.themeWorldSections.lastChance': string;
  // Header search panel
  'search.label': string;
  /** The placeholder at rest: a word that fits the 170 px field beside the search button. */
  'search.placeholder': string;
  /** The longer hint while the field is focused (408 px wide, or the phone's full width). */
  'search.placeholderFocused': string;
  'search.submit': string;
  'search.clear': string;
  'search.suggestions': string;
  'search.products': string;
  'search.noSuggestions': string;
  'search.suggestionCount': PluralMessage;
  /** The first suggestion when the typed term is in the keyword table: where Enter goes. */
  'search.goTo': string;
  /** The list's last option: the search page of `{term}` showing only what is available. */
  'search.allResults': string;
  // Header app install banner
  'appBanner.headline': string;
  'appBanner.install': string;
  'appBanner.close': string;
  'appBanner.ratingCount': string;
  // Header benefits strip
  'benefits.label': string;
  'benefits.freeShipping': string;
  'benefits.freeShippingCoffee': string;
  'benefits.newsletterDiscount': string;
  'benefits.returnsDays': PluralMessage;
  'benefits.returnsMonths': PluralMessage;
  'benefits.storePickup': string;
  'benefits.service': string;
  // Promotions (header-and-cart §2): the category banner's call-to-action opens a new tab
  'promotion.opensInNewTab': string;
  // Newsletter sign-up (newsletter-footer §2.1, §5, §8, §9)
  'newsletter.headline': string;
  'newsletter.headlineHu': string;
  'newsletter.mandatoryNote': string;
  'newsletter.email': string;
  'newsletter.salutation': string;
  'newsletter.salutation.MRS': string;
  'newsletter.salutation.MR': string;
  'newsletter.salutation.DIVERS': string;
  'newsletter.salutation.COMPANY': string;
  'newsletter.firstName': string;
  'newsletter.lastName': string;
  'newsletter.consentDne': string;
  'newsletter.consentTr': string;
  'newsletter.legalNotice': string;
  'newsletter.privacyLink': string;
  'newsletter.privacyHint': string;
  'newsletter.contactLink': string;
  'newsletter.sampleNewsletterLink': string;
  'newsletter.voucherFootnote': string;
  'newsletter.voucherConditionsLink': string;
  'newsletter.minimumAge': string;
  'newsletter.submit': string;
  'newsletter.submitting': string;
  'newsletter.successHeadline': string;
  'newsletter.success': string;
  'newsletter.errorGeneric': string;
  'newsletter.doiLinkNotValid': string;
  'newsletter.doiConfirmed': string;
  // After a confirmed double opt-in: the interest categories (§3.1) and their save (§7)
  'newsletter.interests.headline': string;
  'newsletter.interests.intro': string;
  'newsletter.interest.WOMEN_FASHION': string;
  'newsletter.interest.MEN_FASHION': string;
  'newsletter.interest.SPORT': string;
  'newsletter.interest.LIVING_FURNITURE': string;
  'newsletter.interest.HOBBY': string;
  'newsletter.interest.KIDS': string;
  'newsletter.interest.KITCHEN': string;
  'newsletter.interest.SLEEPING': string;
  'newsletter.interest.DISCOUNTS': string;
  'newsletter.interest.COFFEE': string;
  'newsletter.interest.MOBILE': string;
  'newsletter.interest.TCHIBO_CARD': string;
  'newsletter.interest.STORE': string;
  'newsletter.interests.save': string;
  'newsletter.interests.saving': string;
  'newsletter.interests.saved': string;
  'newsletter.error.emailRequired': string;
  'newsletter.error.emailRegex': string;
  'newsletter.error.emailInvalid': string;
  'newsletter.error.emailTooLong': string;
  'newsletter.error.firstNameRequired': string;
  'newsletter.error.lastNameRequired': string;
  'newsletter.error.nameTooLong': string;
  'newsletter.error.invalidCharacters': string;
  'newsletter.error.noUrl': string;
  'newsletter.error.salutationRequired': string;
  'newsletter.error.consentTrRequired': string;
  'newsletter.discountBubbleLabel': string;
  'newsletter.imageAlt': string;
  'newsletter.huVoucherText': string;
  'newsletter.trDataDeletion': string;
  'newsletter.trStopSending': string;
  'newsletter.trInfoLink': string;
  'newsletter.trElectronicMessageLink': string;
  'newsletter.trPersonalMarketingLink': string;
  // Footer (newsletter-footer §2.2, §2.4)
  'footer.label': string;
  'footer.legalInformation': string;
  'footer.chooseCountry': string;
  'footer.currentCountry': string;
  'footer.socialMedia': string;
  'footer.apps': string;
  'footer.qualityLogos': string;
  'footer.newsletter': string;
  'footer.opensInNewTab': string;
  'footer.toMobile': string;
  'footer.toDesktop': string;
}

export type MessageKey = keyof Messages;
export type PluralKey = {
  [K in MessageKey]: Messages[K] extends PluralMessage ? K : never;
}[MessageKey];
export type TextKey = Exclude<MessageKey, PluralKey>;
