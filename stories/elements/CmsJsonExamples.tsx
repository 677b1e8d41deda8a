import { Source } from '@storybook/addon-docs/blocks';
import { CMS_EXAMPLES, exampleAnswer } from '../../src/elements/shop-promotion/cms-examples';
import {
  ALLOWED_HTML_ATTRIBUTES,
  ALLOWED_HTML_TAGS,
  NAMED_COLOURS,
} from '../../src/services/cms/sanitize-html';

/** The `contentJSON` of each promotion kind, from the one set of examples the tests read too. */
export function CmsJsonExamples() {
  return (
    <>
      {CMS_EXAMPLES.map((example) => (
        <section key={example.title}>
          <h3>{example.title}</h3>
          <p>
            Service type <code>{example.type}</code>, rendered as <strong>{example.kind}</strong>.
            The content editors write (<code>contentJSON</code>):
          </p>
          <Source language="json" code={JSON.stringify(example.content, null, 2)} dark />
          <p>The service&apos;s answer, with the content as a JSON string:</p>
          <Source language="json" code={JSON.stringify(exampleAnswer(example), null, 2)} />
        </section>
      ))}
    </>
  );
}

/** The sanitizer's allow-lists, as the code has them. */
export function AllowedMarkup() {
  return (
    <ul>
      <li>
        Elements: {ALLOWED_HTML_TAGS.map((tag) => `<${tag}>`).join(', ')}; everything else is
        removed (the text of unknown elements stays, the content of script, style and SVG goes).
      </li>
      <li>Attributes: {ALLOWED_HTML_ATTRIBUTES.join(', ')} (href on links only).</li>
      <li>
        Colours: <code>#rgb</code>, <code>#rrggbb</code>, <code>rgb(r, g, b)</code> or one of{' '}
        {[...NAMED_COLOURS].join(', ')}.
      </li>
    </ul>
  );
}
