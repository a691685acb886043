import { Badge, Table } from '@mantine/core';
import { renderWithProviders, screen } from '../test';

describe('badges in narrow columns', () => {
  it('a badge is never narrower than its words (the column widens, nothing is cut to «НОВ…»)', () => {
    renderWithProviders(
      <Table>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td w={20}>
              <Badge>Новый</Badge>
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>,
    );
    const badge = screen.getByText('Новый').closest('.mantine-Badge-root') as HTMLElement;
    expect(badge).toHaveStyle({ minWidth: 'max-content', flexShrink: '0' });
  });
});
