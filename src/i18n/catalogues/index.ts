import type { Language } from '../../sites/sites';
import type { Messages } from '../messages';
import { cs } from './cs';
import { de } from './de';
import { fr } from './fr';
import { hu } from './hu';
import { pl } from './pl';
import { sk } from './sk';
import { tr } from './tr';

export const CATALOGUES: Readonly<Record<Language, Messages>> = { de, fr, pl, cs, hu, sk, tr };
