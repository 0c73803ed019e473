import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, placeholderRows, type DataTableProps } from '#client/ui/list/data-table';

interface Row {
  id: number;
  name: string;
}

function table(props: Partial<DataTableProps<Row>>) {
  return (
    <DataTable<Row>
      tableId="loading-test"
      label="People"
      rows={[]}
      columns={[{ id: 'name', title: 'orders.field.account', render: (r) => r.name }]}
      rowKey={(r) => r.id}
      selected={[]}
      focused={null}
      onFocusRow={() => {}}
      onToggleRow={() => {}}
      onTogglePage={() => {}}
      onOpenRow={() => {}}
      empty="Nobody here"
      {...props}
    />
  );
}

describe('a table whose first page is on its way', () => {
  it('holds its height with placeholder rows and does not say that nothing matched', () => {
    render(table({ loadingRows: placeholderRows(undefined, undefined, 20) }));
    const grid = screen.getByRole('grid', { name: 'People' });
    expect(grid).toHaveAttribute('aria-busy', 'true');
    expect(within(grid).getAllByRole('row', { hidden: true })).toHaveLength(1 + 20);
    expect(screen.queryByText('Nobody here')).toBeNull();
  });

  it('says that nothing matched once an empty page came, and after an error', () => {
    const { rerender } = render(table({ loadingRows: placeholderRows({ list: [] }, undefined, 20) }));
    expect(screen.getByText('Nobody here')).toBeInTheDocument();
    expect(screen.getByRole('grid')).not.toHaveAttribute('aria-busy');
    rerender(table({ loadingRows: placeholderRows(undefined, new Error('down'), 20) }));
    expect(screen.getByText('Nobody here')).toBeInTheDocument();
  });

  it('shows the rows, not placeholders, once they are there', () => {
    render(table({ rows: [{ id: 1, name: 'Ada' }], loadingRows: 20 }));
    const grid = screen.getByRole('grid');
    expect(within(grid).getAllByRole('row', { hidden: true })).toHaveLength(2);
    expect(within(grid).getByText('Ada')).toBeInTheDocument();
  });
});
