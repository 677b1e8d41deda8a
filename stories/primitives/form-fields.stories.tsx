import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CheckboxField } from '../../src/primitives/form-field/CheckboxField';
import { SelectField } from '../../src/primitives/form-field/SelectField';
import { TextField } from '../../src/primitives/form-field/TextField';
import { SITES, isSiteCode, type Language } from '../../src/sites/sites';

interface FieldSamples {
  email: string;
  emailPlaceholder: string;
  emailHint: string;
  emailError: string;
  firstName: string;
  lastName: string;
  customerNumber: string;
  topic: string;
  topics: [coffee: string, fashion: string, home: string];
  topicError: string;
  consentBefore: string;
  consentLink: string;
  consentAfter: string;
  consentError: string;
  staySignedIn: string;
}

const SAMPLES: Record<Language, FieldSamples> = {
  de: {
    email: 'E-Mail-Adresse',
    emailPlaceholder: 'name@beispiel.de',
    emailHint: 'Wir senden Ihnen eine Bestätigung an diese Adresse.',
    emailError: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    firstName: 'Vorname',
    lastName: 'Nachname',
    customerNumber: 'Kundennummer',
    topic: 'Ihr Lieblingsthema',
    topics: ['Kaffee', 'Mode', 'Wohnen'],
    topicError: 'Bitte wählen Sie ein Thema aus.',
    consentBefore: 'Ja, ich möchte den Newsletter erhalten. Die ',
    consentLink: 'Datenschutzhinweise',
    consentAfter: ' habe ich gelesen.',
    consentError: 'Bitte stimmen Sie dem Empfang des Newsletters zu.',
    staySignedIn: 'Angemeldet bleiben',
  },
  fr: {
    email: 'Adresse e-mail',
    emailPlaceholder: 'nom@exemple.ch',
    emailHint: 'Nous vous enverrons une confirmation à cette adresse.',
    emailError: 'Veuillez saisir une adresse e-mail valide.',
    firstName: 'Prénom',
    lastName: 'Nom',
    customerNumber: 'Numéro de client',
    topic: 'Votre thème préféré',
    topics: ['Café', 'Mode', 'Maison'],
    topicError: 'Veuillez choisir un thème.',
    consentBefore: 'Oui, je souhaite recevoir la newsletter. J’ai lu la ',
    consentLink: 'déclaration de confidentialité',
    consentAfter: '.',
    consentError: 'Veuillez accepter de recevoir la newsletter.',
    staySignedIn: 'Rester connecté',
  },
  pl: {
    email: 'Adres e-mail',
    emailPlaceholder: 'imie@przyklad.pl',
    emailHint: 'Wyślemy potwierdzenie na ten adres.',
    emailError: 'Podaj prawidłowy adres e-mail.',
    firstName: 'Imię',
    lastName: 'Nazwisko',
    customerNumber: 'Numer klienta',
    topic: 'Ulubiony temat',
    topics: ['Kawa', 'Moda', 'Dom'],
    topicError: 'Wybierz temat.',
    consentBefore: 'Tak, chcę otrzymywać newsletter. Akceptuję ',
    consentLink: 'politykę prywatności',
    consentAfter: '.',
    consentError: 'Zaznacz zgodę na otrzymywanie newslettera.',
    staySignedIn: 'Nie wylogowuj mnie',
  },
  cs: {
    email: 'E-mailová adresa',
    emailPlaceholder: 'jmeno@priklad.cz',
    emailHint: 'Na tuto adresu vám pošleme potvrzení.',
    emailError: 'Zadejte prosím platnou e-mailovou adresu.',
    firstName: 'Jméno',
    lastName: 'Příjmení',
    customerNumber: 'Zákaznické číslo',
    topic: 'Vaše oblíbené téma',
    topics: ['Káva', 'Móda', 'Bydlení'],
    topicError: 'Vyberte prosím téma.',
    consentBefore: 'Ano, chci dostávat newsletter a souhlasím se ',
    consentLink: 'zásadami ochrany osobních údajů',
    consentAfter: '.',
    consentError: 'Potvrďte prosím souhlas se zasíláním newsletteru.',
    staySignedIn: 'Pamatovat si mě',
  },
  hu: {
    email: 'E-mail-cím',
    emailPlaceholder: 'nev@pelda.hu',
    emailHint: 'Erre a címre küldjük a visszaigazolást.',
    emailError: 'Kérjük, adjon meg egy érvényes e-mail-címet.',
    firstName: 'Keresztnév',
    lastName: 'Vezetéknév',
    customerNumber: 'Ügyfélszám',
    topic: 'Kedvenc témája',
    topics: ['Kávé', 'Divat', 'Otthon'],
    topicError: 'Kérjük, válasszon témát.',
    consentBefore: 'Igen, kérem a hírlevelet, és elfogadom az ',
    consentLink: 'adatvédelmi tájékoztatót',
    consentAfter: '.',
    consentError: 'Kérjük, járuljon hozzá a hírlevél küldéséhez.',
    staySignedIn: 'Maradjak bejelentkezve',
  },
  sk: {
    email: 'E-mailová adresa',
    emailPlaceholder: 'meno@priklad.sk',
    emailHint: 'Na túto adresu vám pošleme potvrdenie.',
    emailError: 'Zadajte, prosím, platnú e-mailovú adresu.',
    firstName: 'Meno',
    lastName: 'Priezvisko',
    customerNumber: 'Zákaznícke číslo',
    topic: 'Vaša obľúbená téma',
    topics: ['Káva', 'Móda', 'Bývanie'],
    topicError: 'Vyberte, prosím, tému.',
    consentBefore: 'Áno, chcem dostávať newsletter a súhlasím so ',
    consentLink: 'zásadami ochrany osobných údajov',
    consentAfter: '.',
    consentError: 'Potvrďte, prosím, súhlas so zasielaním newslettera.',
    staySignedIn: 'Zapamätať si ma',
  },
  tr: {
    email: 'E-posta adresi',
    emailPlaceholder: 'ad@ornek.com.tr',
    emailHint: 'Bu adrese bir onay e-postası göndereceğiz.',
    emailError: 'Lütfen geçerli bir e-posta adresi girin.',
    firstName: 'Ad',
    lastName: 'Soyad',
    customerNumber: 'Müşteri numarası',
    topic: 'En sevdiğiniz konu',
    topics: ['Kahve', 'Moda', 'Ev'],
    topicError: 'Lütfen bir konu seçin.',
    consentBefore: 'Evet, bülteni almak istiyorum. ',
    consentLink: 'Gizlilik politikasını',
    consentAfter: ' okudum.',
    consentError: 'Lütfen bülten onayını işaretleyin.',
    staySignedIn: 'Oturumum açık kalsın',
  },
};

function samplesFor(globals: Record<string, unknown>): FieldSamples {
  return SAMPLES[SITES[isSiteCode(globals.site) ? globals.site : 'DE'].language];
}

function topicOptions(texts: FieldSamples) {
  const [coffee, fashion, home] = texts.topics;
  return [
    { value: 'coffee', label: coffee },
    { value: 'fashion', label: fashion },
    { value: 'home', label: home },
  ];
}

function ConsentLabel({ texts }: { texts: FieldSamples }) {
  return (
    <>
      {texts.consentBefore}
      <a href="#privacy">{texts.consentLink}</a>
      {texts.consentAfter}
    </>
  );
}

function Stack({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: 'grid', gap: 'var(--shop-space-5)', maxWidth: '24rem' }}>{children}</div>
  );
}

const meta = {
  title: 'Primitives/Form fields',
  component: TextField,
  subcomponents: { SelectField, CheckboxField },
  parameters: {
    docs: {
      description: {
        component:
          'Labelled form fields with hint, required marker and error. An error sets `aria-invalid`, joins the hint in `aria-describedby`, is named by `aria-errormessage` and is announced politely when it appears.',
      },
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof TextField>;

/** Default (with keyboard focus), with hint, required, with error, disabled. */
export const TextFieldStates: Story = {
  name: 'Text field',
  play: async ({ canvasElement, globals }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('textbox', { name: samplesFor(globals).firstName }),
    ).toHaveFocus();
  },
  render: (_args, { globals }) => {
    const texts = samplesFor(globals);
    return (
      <Stack>
        <TextField label={texts.firstName} name="firstName" autoComplete="given-name" />
        <TextField
          label={texts.email}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={texts.emailPlaceholder}
          hint={texts.emailHint}
        />
        <TextField label={texts.lastName} name="lastName" autoComplete="family-name" required />
        <TextField
          label={texts.email}
          type="email"
          name="invalidEmail"
          defaultValue="anna@"
          required
          hint={texts.emailHint}
          error={texts.emailError}
        />
        <TextField label={texts.customerNumber} defaultValue="4711 0815" disabled />
      </Stack>
    );
  },
};

/** The placeholder option while nothing is chosen, a chosen value, and an error. */
export const SelectFieldStates: Story = {
  name: 'Select field',
  render: (_args, { globals }) => {
    const texts = samplesFor(globals);
    return (
      <Stack>
        <SelectField label={texts.topic} name="topic" options={topicOptions(texts)} />
        <SelectField
          label={texts.topic}
          name="chosenTopic"
          options={topicOptions(texts)}
          defaultValue="coffee"
        />
        <SelectField
          label={texts.topic}
          name="requiredTopic"
          options={topicOptions(texts)}
          required
          error={texts.topicError}
        />
      </Stack>
    );
  },
};

/**
 * A consent with a link in its label (with keyboard focus), a checked box, and the consent with
 * an error.
 */
export const CheckboxFieldStates: Story = {
  name: 'Checkbox field',
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getAllByRole('checkbox')[0]).toHaveFocus();
  },
  render: (_args, { globals }) => {
    const texts = samplesFor(globals);
    return (
      <Stack>
        <CheckboxField label={<ConsentLabel texts={texts} />} name="consent" />
        <CheckboxField label={texts.staySignedIn} name="staySignedIn" defaultChecked />
        <CheckboxField
          label={<ConsentLabel texts={texts} />}
          name="requiredConsent"
          required
          error={texts.consentError}
        />
      </Stack>
    );
  },
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The newsletter form's pattern: validate on blur, clear the error on focus. */
function ValidatingForm({ texts }: { texts: FieldSamples }) {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState('');
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState('');
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      <Stack>
        <TextField
          label={texts.email}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onFocus={() => setEmailError('')}
          onBlur={() => setEmailError(EMAIL_PATTERN.test(email) ? '' : texts.emailError)}
          hint={texts.emailHint}
          error={emailError}
        />
        <CheckboxField
          label={<ConsentLabel texts={texts} />}
          name="consent"
          required
          checked={consent}
          onChange={(event) => {
            setConsent(event.target.checked);
            setConsentError(event.target.checked ? '' : texts.consentError);
          }}
          error={consentError}
        />
      </Stack>
    </form>
  );
}

export const ValidateOnBlur: Story = {
  name: 'Validate on blur',
  render: (_args, { globals }) => <ValidatingForm texts={samplesFor(globals)} />,
  play: async ({ canvasElement, globals }) => {
    const texts = samplesFor(globals);
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: texts.email });
    await expect(email).toBeRequired();
    await expect(email).toHaveAccessibleDescription(texts.emailHint);

    await userEvent.type(email, 'anna@');
    await expect(email).toHaveValue('anna@');
    await expect(email).not.toHaveAttribute('aria-invalid');

    await userEvent.tab();
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(email).toHaveAccessibleDescription(`${texts.emailHint} ${texts.emailError}`);
    await expect(email).toHaveAccessibleErrorMessage(texts.emailError);

    await userEvent.click(email);
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
    await expect(canvas.queryByText(texts.emailError)).toBeNull();

    await userEvent.type(email, 'beispiel.de');
    await userEvent.tab();
    await expect(email).not.toHaveAttribute('aria-invalid');

    const consent = canvas.getByRole('checkbox');
    await userEvent.click(consent);
    await expect(consent).toBeChecked();
    await userEvent.click(consent);
    await waitFor(() => expect(consent).toHaveAccessibleErrorMessage(texts.consentError));
  },
};
