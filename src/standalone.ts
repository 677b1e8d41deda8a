// Entry of dist/shop-elements.js: one module a CMS page loads to get every element.
import './elements/generated/element-typings';
import { stateVersionOnPage } from './element-kit/definition/library-version';
import { loadReactDomClientWhenIdle } from './element-kit/render/react-dom-client';
import { SERVER_RENDERED_ATTRIBUTE } from './element-kit/server/server-markers';
import { defineAllElementsInTurns } from './elements/define-registered';
import { afterNextPaint, yieldToMain } from './page-runtime/main-thread-turns';

/**
 * The bundle holds React and the element factory; its lazily loaded parts (each element's code,
 * react-dom, the cart store, the languages) import them back from the bundle at its plain
 * address, without query or fragment. A copy loaded under another address
 * (`shop-elements.js?v=2`) is a second module with a React of its own: had it defined the
 * elements, their components, bound to the plain address's React, would run under its React and
 * throw ("Cannot read properties of null (reading 'useContext')"). So only the plain address
 * defines the elements (after the page's first paint); any other copy loads it and leaves every
 * definition to it.
 */
const plainAddress = new URL(import.meta.url);
plainAddress.search = '';
plainAddress.hash = '';
if (plainAddress.href === import.meta.url) {
  stateVersionOnPage();
  // The page paints what the server sent before the elements take it over, one tag per task.
  // (Not a top-level await: that would split this file into a facade and a chunk, a second
  // request in a row.)
  afterNextPaint({
    afterContentfulPaint: document.querySelector(`[${SERVER_RENDERED_ATTRIBUTE}]`) !== null,
  })
    .then(() => defineAllElementsInTurns(yieldToMain))
    .then(loadReactDomClientWhenIdle)
    .catch((error: unknown) =>
      console.error(`shop-elements: the elements could not be defined (${String(error)}).`),
    );
} else
  import(/* @vite-ignore */ plainAddress.href).catch((error: unknown) =>
    console.error(
      `shop-elements: ${import.meta.url} could not load ${plainAddress.href}, which defines the elements (${String(error)}); none is defined by this copy.`,
    ),
  );

export * from './page-api';
