/**
 * The header's back button (header-and-cart §2): the shop app's back action first, then the
 * mobile site's, then the browser's history. The apps and the mobile site provide their actions
 * on `window` (documented in the header's guide, `shop-header.docs.mdx`, "Back button"):
 *
 * - `window.shopApp.goBack()`: the native app's WebView bridge;
 * - `window.shopMobile.goBack()`: the mobile site's own back handling.
 *
 * A hook that throws counts as missing: the next one is tried, and the console says why.
 */
export interface BackActionHooks {
  shopApp?: { goBack?: () => void };
  shopMobile?: { goBack?: () => void };
}

export type BackActionTaken = 'app' | 'mobile' | 'history';

function tryHook(name: string, hook: (() => void) | undefined): boolean {
  if (typeof hook !== 'function') return false;
  try {
    hook();
    return true;
  } catch (error) {
    console.error(
      `shop-header: ${name}.goBack() failed (${String(error)}); trying the next back action.`,
    );
    return false;
  }
}

export function goBack(
  hooks: BackActionHooks = window as unknown as BackActionHooks,
  history: Pick<History, 'back'> = window.history,
): BackActionTaken {
  if (tryHook('shopApp', hooks.shopApp?.goBack?.bind(hooks.shopApp))) return 'app';
  if (tryHook('shopMobile', hooks.shopMobile?.goBack?.bind(hooks.shopMobile))) return 'mobile';
  history.back();
  return 'history';
}
