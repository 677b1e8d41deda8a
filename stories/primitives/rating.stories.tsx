import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Rating, type RatingSize } from '../../src/primitives/rating/Rating';
import { componentTexts } from '../support/story-globals';

function expectedLabel(globals: Record<string, unknown>, value: number, max: number): string {
  const translator = componentTexts(globals);
  return translator.t('rating.label', { value: translator.formatNumber(value), max });
}

const SIZES: RatingSize[] = ['small', 'medium', 'large'];

const meta = {
  title: 'Primitives/Rating',
  component: Rating,
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 10, step: 0.1 } },
    size: { control: 'inline-radio', options: SIZES },
  },
  args: { value: 4 },
  decorators: [
    (Story) => (
      <div style={{ padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Whole: Story = {
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: expectedLabel(globals, 4, 5) })).toBeVisible();
  },
};

/** 4.5 fills exactly half of the fifth star. */
export const Half: Story = {
  args: { value: 4.5 },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: expectedLabel(globals, 4.5, 5) })).toBeVisible();
  },
};

/** With the number of ratings, shown short as on the app banner. */
export const WithCount: Story = {
  args: { value: 4.5, count: 89_000 },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const stars = canvas.getByRole('img', { name: expectedLabel(globals, 4.5, 5) });
    await expect(stars).toHaveAccessibleDescription(
      componentTexts(globals).plural('rating.count', 89_000),
    );
  },
};

export const MaxTen: Story = {
  name: 'Max 10',
  args: { value: 7.5, max: 10 },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: expectedLabel(globals, 7.5, 10) })).toBeVisible();
  },
};

export const Sizes: Story = {
  args: { value: 3.5, count: 1250 },
  render: (args) => (
    <div style={{ display: 'grid', gap: '0.75rem', justifyItems: 'start' }}>
      {SIZES.map((size) => (
        <Rating key={size} {...args} size={size} />
      ))}
    </div>
  ),
};
