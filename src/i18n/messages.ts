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
  'common.required': string;
  'common.requiredFieldsNote': string;
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
  'passwordStrength.label': string;
  'passwordStrength.tooShort': string;
  'passwordStrength.weak': string;
  'passwordStrength.ok': string;
  'passwordStrength.strong': string;
  'passwordStrength.veryStrong': string;
  'form.select.placeholder': string;
  'passwordStrength.status': string;
}

export type MessageKey = keyof Messages;
export type PluralKey = {
  [K in MessageKey]: Messages[K] extends PluralMessage ? K : never;
}[MessageKey];
export type TextKey = Exclude<MessageKey, PluralKey>;
