import type { CSSProperties, ReactNode } from 'react';
import { adoptStyles } from '../../src/element-kit/styles/adopted-styles';
import { ICONS } from '../../src/primitives/icon/icon-paths';
import tokensCss from '../../src/tokens/tokens.css?raw';
import { InlineMarkdown } from '../support/inline-markdown';
import { readTokenGroups, type Token } from './token-groups';

const SAMPLE_WORD = 'Kaffee';
const box: CSSProperties = {
  display: 'inline-block',
  boxSizing: 'border-box',
  width: 48,
  height: 32,
  verticalAlign: 'middle',
};

/** The cart icon of the elements' set, drawn at the token's size. */
function IconSample({ size }: { size: string }) {
  const glyph = ICONS.cart;
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      style={{ width: size, height: size }}
      fill={glyph.style === 'fill' ? 'currentColor' : 'none'}
      stroke={glyph.style === 'stroke' ? 'currentColor' : 'none'}
      strokeWidth={glyph.style === 'stroke' ? 1.6 : undefined}
    >
      {glyph.paths.map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}

/** What a token looks like, by its kind (the name says it); timings and layers have none. */
function Sample({ token }: { token: Token }): ReactNode {
  const value = `var(${token.name})`;
  const kind = token.name.replace(/^--shop-/, '');
  const ink = 'var(--shop-color-primary)';
  const outline = '1px solid var(--shop-color-border-strong)';
  if (kind.startsWith('color-'))
    return (
      <span style={{ ...box, height: 24, borderRadius: 4, border: outline, background: value }} />
    );
  if (kind.startsWith('font-family'))
    return <span style={{ fontFamily: value }}>{`${SAMPLE_WORD} 0O 1lI`}</span>;
  if (kind.startsWith('font-size')) return <span style={{ fontSize: value }}>{SAMPLE_WORD}</span>;
  if (kind.startsWith('font-weight'))
    return <span style={{ fontWeight: value, fontSize: 18 }}>{SAMPLE_WORD}</span>;
  if (kind.startsWith('line-height'))
    return (
      <span style={{ display: 'inline-block', width: 120, lineHeight: value, fontSize: 14 }}>
        Frisch geröstet, direkt zu Ihnen
      </span>
    );
  if (kind.startsWith('space-'))
    return <span style={{ ...box, height: 12, width: value, background: ink }} />;
  if (kind.startsWith('radius-'))
    return <span style={{ ...box, borderRadius: value, background: ink }} />;
  if (kind === 'border-width') return <span style={{ ...box, border: `${value} solid ${ink}` }} />;
  if (kind === 'focus-ring' || kind.startsWith('shadow-'))
    return (
      <span style={{ ...box, margin: 8, borderRadius: 4, border: outline, boxShadow: value }} />
    );
  if (kind.startsWith('icon-size')) return <IconSample size={value} />;
  if (kind === 'footer-icon-height')
    return <span style={{ ...box, width: 8, height: value, background: ink }} />;
  if (kind === 'footer-icon-width')
    return <span style={{ ...box, height: 8, width: value, background: ink }} />;
  if (kind.startsWith('control-height'))
    return (
      <span
        style={{
          ...box,
          width: 'auto',
          height: value,
          display: 'inline-flex',
          alignItems: 'center',
          padding: '0 12px',
          borderRadius: 4,
          background: ink,
          color: 'var(--shop-color-ink-inverse)',
        }}
      >
        {SAMPLE_WORD}
      </span>
    );
  if (kind.startsWith('opacity-'))
    return <span style={{ ...box, background: ink, opacity: value }} />;
  if (kind.startsWith('breakpoint-'))
    // A tenth of the width, so the widest still fits the column.
    return <span style={{ ...box, height: 8, width: `calc(${value} / 10)`, background: ink }} />;
  return null;
}

export function TokenTable() {
  const groups = readTokenGroups(tokensCss);
  return (
    <div
      ref={(node) => {
        if (node) adoptStyles(node.getRootNode(), []);
      }}
    >
      {groups.map((group) => (
        <section key={group.title}>
          <h2>{group.title}</h2>
          {group.note && (
            <p>
              <InlineMarkdown text={group.note} />
            </p>
          )}
          <table>
            <thead>
              <tr>
                <th>Token</th>
                <th>Value</th>
                <th>Sample</th>
              </tr>
            </thead>
            <tbody>
              {group.tokens.map((token) => (
                <tr key={token.name}>
                  <td>
                    <code>{token.name}</code>
                    {token.note && (
                      <>
                        <br />
                        <InlineMarkdown text={token.note} />
                      </>
                    )}
                  </td>
                  <td>
                    <code>{token.value}</code>
                  </td>
                  <td>
                    <Sample token={token} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
