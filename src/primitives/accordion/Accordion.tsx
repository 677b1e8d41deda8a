import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useStyles } from '../../element-kit/styles/adopted-styles';
import { Icon } from '../icon/Icon';
import accordionCss from './accordion.css?inline';

export interface AccordionItem {
  /** Stable and unique within the accordion; `expanded` lists these ids. */
  id: string;
  /** The text of the header button. */
  heading: ReactNode;
  /** The panel. */
  content: ReactNode;
}

export type AccordionHeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface AccordionProps {
  items: readonly AccordionItem[];
  /**
   * The level of each header's heading, to fit the page outline around the accordion.
   * @defaultValue 3
   */
  headingLevel?: AccordionHeadingLevel;
  /**
   * Whether several panels may be open at once. Without it, opening a panel closes the open one.
   * @defaultValue false
   */
  multiple?: boolean;
  /** Controlled: the ids of the open panels. Pair it with `onExpandedChange`. */
  expanded?: readonly string[];
  /** Uncontrolled: the ids of the panels open at first. @defaultValue none */
  defaultExpanded?: readonly string[];
  /** The shopper opened or closed a panel; receives the ids of the panels now open. */
  onExpandedChange?: (expanded: string[]) => void;
  className?: string;
}

/**
 * APG: panels as labelled regions help screen-reader users find their way, but more than about
 * six that can be open at the same time flood the landmark list. With single expansion, only one
 * region exists in the landmark list at a time.
 */
const MAX_SIMULTANEOUS_REGIONS = 6;

const NO_PANELS: readonly string[] = [];

/**
 * The WAI-ARIA APG accordion: each header is a heading that holds a button, which shows and
 * hides its panel. Enter and Space toggle (native button); Arrow Down/Up move between headers
 * (wrapping around), Home and End go to the first and last.
 */
export function Accordion({
  items,
  headingLevel = 3,
  multiple = false,
  expanded,
  defaultExpanded = NO_PANELS,
  onExpandedChange,
  className,
}: AccordionProps) {
  const styles = useStyles<HTMLDivElement>(accordionCss);
  const baseId = useId();
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  const [uncontrolledExpanded, setUncontrolledExpanded] = useState(defaultExpanded);
  const controlled = expanded !== undefined;
  const openIds = controlled ? expanded : uncontrolledExpanded;
  const panelsAreRegions = !multiple || items.length <= MAX_SIMULTANEOUS_REGIONS;
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) => {
    let next: string[];
    if (openIds.includes(id)) next = openIds.filter((openId) => openId !== id);
    else next = multiple ? [...openIds, id] : [id];
    if (!controlled) setUncontrolledExpanded(next);
    onExpandedChange?.(next);
  };

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const count = items.length;
    const targetByKey: Partial<Record<string, number>> = {
      ArrowDown: (index + 1) % count,
      ArrowUp: (index - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const target = targetByKey[event.key];
    if (target === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    triggers.current[target]?.focus();
  };

  return (
    <div ref={styles} className={['shop-accordion', className].filter(Boolean).join(' ')}>
      {items.map((item, index) => {
        const open = openIds.includes(item.id);
        const triggerId = `${baseId}trigger-${index}`;
        const panelId = `${baseId}panel-${index}`;
        return (
          <div key={item.id} className="shop-accordion__item" data-expanded={open || undefined}>
            <Heading className="shop-accordion__heading">
              <button
                ref={(node) => {
                  triggers.current[index] = node;
                }}
                type="button"
                id={triggerId}
                className="shop-accordion__trigger"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => moveFocus(event, index)}
              >
                <span className="shop-accordion__label">{item.heading}</span>
                <Icon name="chevron-down" size={24} className="shop-accordion__icon" />
              </button>
            </Heading>
            <div
              id={panelId}
              className="shop-accordion__panel"
              hidden={!open}
              {...(panelsAreRegions ? { role: 'region', 'aria-labelledby': triggerId } : {})}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
