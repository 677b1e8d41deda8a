import '@fontsource-variable/inter';
import { loadAllCatalogues } from '../../src/i18n/catalogues';

// Tests switch sites freely; loading every language up front keeps them about behaviour. That
// languages load lazily in the bundles is proven end to end (test/e2e).
await loadAllCatalogues();
