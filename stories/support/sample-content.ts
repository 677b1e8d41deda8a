import type { Language } from '../../src/sites/sites';
import { samplesIn } from './story-globals';

/**
 * Sample content that editors would write, in each site's language, so a story switched to
 * another site shows what a shopper there would read.
 */
export interface SampleContent {
  dialogHeading: string;
  dialogBody: string;
  longBody: string;
  confirm: string;
  cancel: string;
  openDialog: string;
  /** A page's heading and first line, for the stories that show the header or the layout on a page. */
  pageTitle: string;
  pageText: string;
}

const SAMPLES: Record<Language, SampleContent> = {
  de: {
    dialogHeading: 'Lieferadresse ändern',
    dialogBody: 'Möchten Sie die Lieferadresse für diese Bestellung wirklich ändern?',
    longBody:
      'Unsere Filialen haben montags bis samstags für Sie geöffnet. Kaffee, Mode und Wohnideen finden Sie jede Woche neu.',
    confirm: 'Adresse ändern',
    cancel: 'Abbrechen',
    openDialog: 'Dialog öffnen',
    pageTitle: 'Kaffee',
    pageText: 'Frisch geröstet, direkt zu Ihnen nach Hause.',
  },
  fr: {
    dialogHeading: 'Modifier l’adresse de livraison',
    dialogBody: 'Voulez-vous vraiment modifier l’adresse de livraison de cette commande ?',
    longBody:
      'Nos magasins vous accueillent du lundi au samedi. Café, mode et idées déco : chaque semaine, de nouvelles découvertes.',
    confirm: 'Modifier l’adresse',
    cancel: 'Annuler',
    openDialog: 'Ouvrir la boîte de dialogue',
    pageTitle: 'Café',
    pageText: 'Fraîchement torréfié, livré directement chez vous.',
  },
  pl: {
    dialogHeading: 'Zmień adres dostawy',
    dialogBody: 'Czy na pewno chcesz zmienić adres dostawy tego zamówienia?',
    longBody:
      'Nasze sklepy są otwarte od poniedziałku do soboty. Kawa, moda i pomysły do domu – co tydzień coś nowego.',
    confirm: 'Zmień adres',
    cancel: 'Anuluj',
    openDialog: 'Otwórz okno',
    pageTitle: 'Kawa',
    pageText: 'Świeżo palona, prosto do Twojego domu.',
  },
  cs: {
    dialogHeading: 'Změnit doručovací adresu',
    dialogBody: 'Opravdu chcete změnit doručovací adresu této objednávky?',
    longBody:
      'Naše prodejny jsou otevřené od pondělí do soboty. Káva, móda a nápady pro domov – každý týden něco nového.',
    confirm: 'Změnit adresu',
    cancel: 'Zrušit',
    openDialog: 'Otevřít dialog',
    pageTitle: 'Káva',
    pageText: 'Čerstvě pražená, až k vám domů.',
  },
  sk: {
    dialogHeading: 'Zmeniť doručovaciu adresu',
    dialogBody: 'Naozaj chcete zmeniť doručovaciu adresu tejto objednávky?',
    longBody:
      'Naše predajne sú otvorené od pondelka do soboty. Káva, móda a nápady do domácnosti – každý týždeň niečo nové.',
    confirm: 'Zmeniť adresu',
    cancel: 'Zrušiť',
    openDialog: 'Otvoriť dialóg',
    pageTitle: 'Káva',
    pageText: 'Čerstvo pražená, priamo k vám domov.',
  },
  hu: {
    dialogHeading: 'Szállítási cím módosítása',
    dialogBody: 'Biztosan módosítani szeretné a rendelés szállítási címét?',
    longBody:
      'Üzleteink hétfőtől szombatig várják Önt. Kávé, divat és lakberendezési ötletek – minden héten újdonságok.',
    confirm: 'Cím módosítása',
    cancel: 'Mégse',
    openDialog: 'Párbeszédablak megnyitása',
    pageTitle: 'Kávé',
    pageText: 'Frissen pörkölve, egyenesen az otthonába.',
  },
  tr: {
    dialogHeading: 'Teslimat adresini değiştir',
    dialogBody: 'Bu siparişin teslimat adresini değiştirmek istediğinizden emin misiniz?',
    longBody:
      'Mağazalarımız pazartesiden cumartesiye kadar açıktır. Kahve, moda ve ev fikirleri – her hafta yeni ürünler.',
    confirm: 'Adresi değiştir',
    cancel: 'Vazgeç',
    openDialog: 'Pencereyi aç',
    pageTitle: 'Kahve',
    pageText: 'Taze kavrulmuş, doğrudan kapınıza.',
  },
};

export function sampleContent(globals: Record<string, unknown>): SampleContent {
  return samplesIn(SAMPLES, globals);
}
