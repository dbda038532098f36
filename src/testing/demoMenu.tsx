import type { MenuItem } from '../chrome/menu/types';
import { FormIcon, HomeIcon, LayersIcon, ShopIcon, TableIcon, UsersIcon } from '../chrome/icons';

/**
 * A back-office menu for stories, tests and demos (docs/behaviour.md, "Signed-in layouts"):
 * Dashboard, Form, Table, Users, Ecommerce and Master with Summary, ViewExpense,
 * ViewPaymentAccount and ViewExpenseAccount; three levels deep, every item kind, badges.
 */
export const demoMenu: MenuItem[] = [
  {
    title: 'Dashboard',
    type: 'sub',
    icon: <HomeIcon />,
    badge: { type: 'primary', value: '2' },
    children: [
      { title: 'Default', type: 'link', path: '/dashboard/default' },
      { title: 'Demo', type: 'link', path: '/dashboard/demo' },
    ],
  },
  {
    title: 'Form',
    type: 'sub',
    icon: <FormIcon />,
    children: [
      {
        title: 'Form Controls',
        type: 'sub',
        children: [
          { title: 'Form Validation', type: 'link', path: '/form/validation' },
          { title: 'Base Inputs', type: 'link', path: '/form/inputs' },
          { title: 'Form Guide', type: 'extTabLink', path: 'https://example.com/forms' },
        ],
      },
      { title: 'Form Wizard', type: 'link', path: '/form/wizard' },
    ],
  },
  {
    title: 'Table',
    type: 'sub',
    icon: <TableIcon />,
    children: [{ title: 'Data Tables', type: 'link', path: '/table/datatable' }],
  },
  {
    title: 'Users',
    type: 'sub',
    icon: <UsersIcon />,
    children: [
      { title: 'Users Profile', type: 'link', path: '/users/profile' },
      { title: 'Chat', type: 'link', path: '/chat/' },
    ],
  },
  {
    title: 'Ecommerce',
    type: 'sub',
    icon: <ShopIcon />,
    badge: { type: 'danger', value: 'New' },
    children: [
      { title: 'Product List', type: 'link', path: '/ecommerce/products' },
      { title: 'Storefront', type: 'extLink', path: 'https://example.com/store' },
    ],
  },
  {
    title: 'Master',
    type: 'sub',
    icon: <LayersIcon />,
    children: [
      { title: 'Summary', type: 'link', path: '/master/Summary' },
      { title: 'ViewExpense', type: 'link', path: '/master/ViewExpense' },
      { title: 'ViewPaymentAccount', type: 'link', path: '/master/ViewPaymentAccount' },
      { title: 'ViewExpenseAccount', type: 'link', path: '/master/ViewExpenseAccount' },
    ],
  },
];
