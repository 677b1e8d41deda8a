// @vitest-environment node
/**
 * The `style` attributes of server HTML move into a sheet that takes the page's nonce, so a
 * `style-src` policy refuses none of them (`src/server/inline-style-rules.ts`). What may move is
 * plain declarations; anything that could end the rule or the sheet stays where React wrote it.
 */
import { describe, expect, it } from 'vitest';
import { moveInlineStyles } from '../../../src/server/inline-style-rules';

describe('given React markup with style attributes', () => {
  it('when it is prepared for a shadow root, each attribute becomes a numbered mark and an important rule', () => {
    const { markup, cssText } = moveInlineStyles(
      '<div part="banner" style="--_banner-background:#0b2a5b;--_banner-ink:#ffffff"><p>Kaffee</p>' +
        '<div class="shop-image" style="aspect-ratio:3 / 2;background-color:#f5f0e8"></div></div>',
    );
    expect(markup).toBe(
      '<div part="banner" data-shop-inline-style="0"><p>Kaffee</p>' +
        '<div class="shop-image" data-shop-inline-style="1"></div></div>',
    );
    expect(cssText.split('\n')).toEqual([
      '[data-shop-inline-style="0"]{--_banner-background:#0b2a5b !important;--_banner-ink:#ffffff !important}',
      '[data-shop-inline-style="1"]{aspect-ratio:3 / 2 !important;background-color:#f5f0e8 !important}',
    ]);
  });

  it('when elements have the same declarations, they share one rule', () => {
    const logo = '<div class="shop-image" style="aspect-ratio:1.5"></div>';
    const { markup, cssText } = moveInlineStyles(`${logo}${logo}${logo}`);
    expect(markup.match(/data-shop-inline-style="0"/g)).toHaveLength(3);
    expect(cssText).toBe('[data-shop-inline-style="0"]{aspect-ratio:1.5 !important}');
  });

  it('when there is no style attribute, the markup stays as it is and there is no rule', () => {
    const markup = '<p title="style=&quot;color:red&quot;">style="color:red"</p>';
    expect(moveInlineStyles(markup)).toEqual({ markup, cssText: '' });
  });

  it.each([
    ['a brace that would end the rule', 'color:red}*{display:none'],
    ['a string', 'content:&quot;&lt;/style&gt;&quot;'],
    ['an address', 'background-image:url(https://example.com/x.png)'],
    ['a comment', 'color:red/* */'],
    ['an escape', 'color:\\72 ed'],
    ['its own importance', 'color:red!important'],
    ['an at-rule', '@import:x'],
  ])('when a declaration holds %s, its attribute stays where React wrote it', (_, style) => {
    const markup = `<div style="${style}"></div>`;
    expect(moveInlineStyles(markup)).toEqual({ markup, cssText: '' });
  });
});
