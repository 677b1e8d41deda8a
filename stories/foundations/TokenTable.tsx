import { adoptStyles } from '../../src/element-kit/adopted-styles';
import tokensCss from '../../src/tokens/tokens.css?raw';

interface Token {
  name: string;
  value: string;
  group: string;
}

/** The tokens as written in tokens.css, grouped by the comment above them. */
function readTokens(css: string): Token[] {
  const firstBlock = css.slice(css.indexOf('{') + 1, css.indexOf('\n}'));
  const tokens: Token[] = [];
  let group = '';
  for (const line of firstBlock.split('\n')) {
    const heading = /^\s*\/\*\s*([^*]+?)(?:\s*\(|\s*\*\/|$)/.exec(line);
    if (heading?.[1] && !line.includes('--')) group = heading[1].replace(/\.$/, '');
    const declaration = /^\s*(--shop-[\w-]+):\s*(.+);\s*$/.exec(line);
    if (declaration?.[1] && declaration[2])
      tokens.push({ name: declaration[1], value: declaration[2], group });
  }
  return tokens;
}

function Sample({ token }: { token: Token }) {
  if (token.group === 'Colours') {
    return (
      <span
        style={{
          display: 'inline-block',
          width: 48,
          height: 24,
          borderRadius: 4,
          border: '1px solid #c9c4bc',
          background: `var(${token.name})`,
        }}
      />
    );
  }
  if (token.name.startsWith('--shop-space-')) {
    return (
      <span
        style={{
          display: 'inline-block',
          height: 12,
          width: `var(${token.name})`,
          background: '#0b2a5b',
        }}
      />
    );
  }
  if (token.name.startsWith('--shop-font-size-')) {
    return <span style={{ fontSize: `var(${token.name})` }}>Kaffee</span>;
  }
  return null;
}

export function TokenTable() {
  const tokens = readTokens(tokensCss);
  const groups = [...new Set(tokens.map((token) => token.group))];
  return (
    <div
      ref={(node) => {
        if (node) adoptStyles(node.getRootNode(), []);
      }}
    >
      {groups.map((group) => (
        <section key={group}>
          <h2>{group}</h2>
          <table>
            <thead>
              <tr>
                <th>Token</th>
                <th>Value</th>
                <th>Sample</th>
              </tr>
            </thead>
            <tbody>
              {tokens
                .filter((token) => token.group === group)
                .map((token) => (
                  <tr key={token.name}>
                    <td>
                      <code>{token.name}</code>
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
