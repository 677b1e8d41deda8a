import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon } from '../../src/primitives/icon/Icon';
import { ICON_NAMES } from '../../src/primitives/icon/icon-paths';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  args: { name: 'cart', size: 24 },
  argTypes: {
    name: { control: 'select', options: ICON_NAMES },
    size: { control: 'inline-radio', options: [12, 16, 24] },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every icon of the set at the three spec sizes, 12, 16 and 24 px. */
export const AllIcons: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        gap: '16px',
        padding: 0,
        margin: 0,
        listStyle: 'none',
        color: 'var(--shop-color-ink, #1b1b1b)',
      }}
    >
      {ICON_NAMES.map((name) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: '8px' }}>
          <Icon name={name} size={12} />
          <Icon name={name} size={16} />
          <Icon name={name} size={24} />
          <code style={{ fontSize: '12px' }}>{name}</code>
        </li>
      ))}
    </ul>
  ),
};

/** With a label the icon is an image with that name; without, assistive technology skips it. */
export const Labelled: Story = {
  args: { name: 'cart', label: 'Warenkorb' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: args.label })).toBeInTheDocument();
  },
};
