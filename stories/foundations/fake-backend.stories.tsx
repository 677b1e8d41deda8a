import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { SPEC_CALLS } from '../../test/fake-backend/call-table';
import { FAKE_BACKEND_STORY_HEADER } from '../../test/fake-backend/faults';

interface CallResult {
  id: string;
  request: string;
  status: number | string;
}

/**
 * Calls one spec call, naming the story it belongs to: on the docs page every story's table calls
 * at the same time, each with its own story's faults.
 */
async function callOnce(call: (typeof SPEC_CALLS)[number], story: string): Promise<CallResult> {
  const { example } = call;
  const request = `${call.method} ${example.path}`;
  try {
    const response = await fetch(example.path, {
      method: call.method,
      credentials: 'include',
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        [FAKE_BACKEND_STORY_HEADER]: story,
        ...('headers' in example ? example.headers : {}),
        ...('body' in example ? { 'Content-Type': 'application/json' } : {}),
      },
      body: 'body' in example ? JSON.stringify(example.body) : undefined,
      signal: AbortSignal.timeout(5000),
    });
    return { id: call.id, request, status: response.status };
  } catch (error) {
    return {
      id: call.id,
      request,
      status: error instanceof DOMException ? error.name : 'network error',
    };
  }
}

/** Calls every spec call once through the service worker and shows what the fake backend said. */
function CallTable({ story }: { story: string }) {
  const [results, setResults] = useState<CallResult[]>([]);
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const answered: CallResult[] = [];
      for (const call of SPEC_CALLS) answered.push(await callOnce(call, story));
      if (!cancelled) setResults(answered);
    })();
    return () => {
      cancelled = true;
    };
  }, [story]);
  return (
    <table aria-label="Fake backend calls" style={{ borderCollapse: 'collapse', fontSize: 14 }}>
      <thead>
        <tr>
          <th style={{ textAlign: 'left', padding: 4 }}>Call</th>
          <th style={{ textAlign: 'left', padding: 4 }}>Request</th>
          <th style={{ textAlign: 'left', padding: 4 }}>Status</th>
        </tr>
      </thead>
      <tbody>
        {results.map((result) => (
          <tr key={result.id} data-call={result.id}>
            <td style={{ padding: 4 }}>{result.id}</td>
            <td style={{ padding: 4 }}>
              <code>{result.request}</code>
            </td>
            <td style={{ padding: 4 }} data-status>
              {result.status}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The fake shop backend behind every story: Mock Service Worker answers each call of both
 * specs with fixtures for the site in the toolbar. The toolbar's Fault and Fault call menus make
 * any call fail (4xx, 5xx, hang, slow, unreadable JSON); Shopper picks the login state.
 */
const meta = {
  title: 'Foundations/Fake backend',
  render: (_args, { id }) => <CallTable story={id} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryCallAnswers: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement);
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(SPEC_CALLS.length + 1), {
      timeout: 10_000,
    });
    for (const cell of canvasElement.querySelectorAll('[data-status]')) {
      const status = Number(cell.textContent);
      await expect(
        (status >= 200 && status < 300) || status === 304,
        `${cell.parentElement?.dataset.call}: ${cell.textContent}`,
      ).toBe(true);
    }
  },
};

export const WithAServerErrorOnTheCart: Story = {
  globals: { backendFault: 'server-error', backendFaultCall: 'cart' },
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(canvasElement.querySelector('[data-call="cart"] [data-status]')).not.toBeNull(),
      {
        timeout: 10_000,
      },
    );
    await expect(canvasElement.querySelector('[data-call="cart"] [data-status]')?.textContent).toBe(
      '500',
    );
    await expect(
      canvasElement.querySelector('[data-call="navigation"] [data-status]')?.textContent,
    ).toBe('200');
  },
};
