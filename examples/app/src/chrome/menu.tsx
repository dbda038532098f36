import {
  FormIcon,
  HomeIcon,
  LayersIcon,
  ShopIcon,
  TableIcon,
  UsersIcon,
  type MenuItem,
} from 'storefront-onboarding/chrome';

const k = (key: string) => `exampleChrome:menu.${key}`;

/**
 * The example's menu (docs/behaviour.md, "Signed-in layouts"): the content sections with their
 * pages, titles as i18n keys the chrome translates.
 */
export const exampleMenu: MenuItem[] = [
  {
    title: k('dashboard'),
    type: 'sub',
    icon: <HomeIcon />,
    children: [
      { title: k('default'), type: 'link', path: '/dashboard/default' },
      { title: k('demo'), type: 'link', path: '/dashboard/demo' },
    ],
  },
  {
    title: k('form'),
    type: 'sub',
    icon: <FormIcon />,
    children: [
      {
        title: k('controls'),
        type: 'sub',
        children: [
          { title: k('validation'), type: 'link', path: '/form/validation' },
          { title: k('inputs'), type: 'link', path: '/form/inputs' },
        ],
      },
      { title: k('wizard'), type: 'link', path: '/form/wizard' },
    ],
  },
  {
    title: k('table'),
    type: 'sub',
    icon: <TableIcon />,
    children: [{ title: k('datatable'), type: 'link', path: '/table/datatable' }],
  },
  {
    title: k('users'),
    type: 'sub',
    icon: <UsersIcon />,
    children: [
      { title: k('profile'), type: 'link', path: '/users/profile' },
      { title: k('chat'), type: 'link', path: '/chat/', badge: { type: 'primary', value: '5' } },
    ],
  },
  {
    title: k('ecommerce'),
    type: 'sub',
    icon: <ShopIcon />,
    children: [
      { title: k('products'), type: 'link', path: '/ecommerce/products' },
      { title: k('storefront'), type: 'extTabLink', path: 'https://example.com/' },
    ],
  },
  {
    title: k('master'),
    type: 'sub',
    icon: <LayersIcon />,
    children: [
      { title: k('summary'), type: 'link', path: '/master/Summary' },
      { title: k('viewExpense'), type: 'link', path: '/master/ViewExpense' },
      { title: k('viewPaymentAccount'), type: 'link', path: '/master/ViewPaymentAccount' },
      { title: k('viewExpenseAccount'), type: 'link', path: '/master/ViewExpenseAccount' },
    ],
  },
  // The expense group the product's menu names (docs/behaviour.md, "Screens and routes"), its five entries:
  // Dashboard, Add Expense (a page saying where expenses belong), Payment Account, Expense Account
  // and Logout, which really signs out. Its Dashboard and accounts are the same pages as
  // Dashboard › Default and Master's lists; the first entry of a page is the one marked current.
  {
    title: k('expenses'),
    type: 'sub',
    icon: <LayersIcon />,
    children: [
      { title: k('expenseDashboard'), type: 'link', path: '/dashboard/default' },
      { title: k('addExpense'), type: 'link', path: '/master/AddExpense' },
      { title: k('paymentAccount'), type: 'link', path: '/master/ViewPaymentAccount' },
      { title: k('expenseAccount'), type: 'link', path: '/master/ViewExpenseAccount' },
      { title: k('logout'), type: 'link', path: '/dashboard/Logout' },
    ],
  },
];

/** The trail of a path through the menu: its section (the route's parent label) and the page. */
export function trailFor(path: string): MenuItem[] {
  const walk = (list: MenuItem[], above: MenuItem[]): MenuItem[] | null => {
    for (const item of list) {
      if (item.path === path) return [...above, item];
      const found = item.children ? walk(item.children, [...above, item]) : null;
      if (found) return found;
    }
    return null;
  };
  return walk(exampleMenu, []) ?? [];
}
