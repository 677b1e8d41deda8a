import { Fragment, type ReactNode } from 'react';

const PLACEHOLDER_PART = /(\{\w+\})/;

/**
 * A translated text whose remaining `{placeholders}` are elements, such as links: the
 * translator fills the plain values, this fills the nodes ("… in unserer {privacyLink}.").
 */
export function withNodes(text: string, nodes: Readonly<Record<string, ReactNode>>): ReactNode {
  return text.split(PLACEHOLDER_PART).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (name !== undefined && name in nodes) return <Fragment key={index}>{nodes[name]}</Fragment>;
    return part;
  });
}
