import { nothing, render, type TemplateResult } from 'lit-html';
import { useLayoutEffect, useRef } from 'react';

/**
 * Renders a lit-html template from a React story, so custom-element stories show the real tag
 * exactly as an editor writes it into a page.
 */
export function LitTemplate({ template }: { template: TemplateResult }) {
  const container = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (container.current) render(template, container.current);
  }, [template]);
  useLayoutEffect(() => {
    const node = container.current;
    return () => {
      if (node) render(nothing, node);
    };
  }, []);
  return <div ref={container} className="lit-template" />;
}
