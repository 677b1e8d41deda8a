import { loadAllCatalogues } from '../src/i18n/catalogues';

/** Stories switch sites from the toolbar; every language is loaded up front so none waits. */
export async function loadTexts(): Promise<Record<string, never>> {
  await loadAllCatalogues();
  return {};
}
