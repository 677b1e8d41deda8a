import type { Ref } from 'react';
import { SelectField, type SelectOption } from '../../../primitives/form-field/SelectField';
import { PREVIEW_TEXTS, type PreviewText } from '../preview-texts';
import {
  groupRequired,
  groupsOf,
  type PreviewForm,
  type PreviewFormSnapshot,
  type TestChoice,
} from '../state/preview-form-state';

/**
 * Option values of the Name select: the placeholder is `''`, `none` is `none`, a test is
 * `test:` and its name, so no test name (not even "none") can pass for another entry.
 */
const NONE_VALUE = 'none';
const TEST_PREFIX = 'test:';

function valueOf(choice: TestChoice): string {
  if (choice.kind === 'test') return `${TEST_PREFIX}${choice.name}`;
  return choice.kind === 'none' ? NONE_VALUE : '';
}

function choiceOf(value: string): TestChoice {
  if (value.startsWith(TEST_PREFIX)) return { kind: 'test', name: value.slice(TEST_PREFIX.length) };
  return value === NONE_VALUE ? { kind: 'none' } : { kind: 'placeholder' };
}

/** The list's state, said below the Name select (spec §4.2). */
const LIST_TEXTS: Record<PreviewFormSnapshot['list']['status'], PreviewText | undefined> = {
  idle: undefined,
  loading: 'testsLoading',
  loaded: 'testsFound',
  failed: 'testsFailed',
};

function listText(snapshot: PreviewFormSnapshot): PreviewText | undefined {
  const { list } = snapshot;
  if (list.status === 'loaded' && list.tests.length === 0) return 'noTests';
  return LIST_TEXTS[list.status];
}

/** The 'A/B Test settings': the Name and Group selects. */
export function AbTestFields({
  form,
  snapshot,
  groupRef,
}: {
  form: PreviewForm;
  snapshot: PreviewFormSnapshot;
  groupRef: Ref<HTMLSelectElement>;
}) {
  const { list, choice, group } = snapshot;
  const failed = list.status === 'failed';
  const testOptions: SelectOption[] = [
    { value: NONE_VALUE, label: PREVIEW_TEXTS.noTest },
    ...(list.status === 'loaded'
      ? list.tests.map((test) => ({ value: `${TEST_PREFIX}${test.name}`, label: test.name }))
      : []),
  ];
  const groupOptions = groupsOf(snapshot).map(({ name }) => ({ value: name, label: name }));
  const status = listText(snapshot);
  const testChosen = choice.kind === 'test';
  return (
    <div className="shop-preview-panel__ab-tests">
      <SelectField
        name="test"
        label={PREVIEW_TEXTS.testName}
        // Only 'none' is offered when the list failed (spec §4.2).
        placeholder={failed ? false : PREVIEW_TEXTS.testPlaceholder}
        options={testOptions}
        value={valueOf(choice)}
        onChange={(event) => form.chooseTest(choiceOf(event.target.value))}
        hint={
          <span
            role="status"
            className="shop-preview-panel__list-status"
            data-tone={failed ? 'error' : undefined}
          >
            {status ? PREVIEW_TEXTS[status] : null}
          </span>
        }
      />
      <SelectField
        ref={groupRef}
        name="group"
        label={PREVIEW_TEXTS.testGroup}
        placeholder={PREVIEW_TEXTS.groupPlaceholder}
        options={groupOptions}
        value={testChosen ? group : ''}
        disabled={!testChosen}
        required={testChosen}
        error={groupRequired(snapshot) ? PREVIEW_TEXTS.groupRequired : undefined}
        onChange={(event) => form.chooseGroup(event.target.value)}
      />
    </div>
  );
}
