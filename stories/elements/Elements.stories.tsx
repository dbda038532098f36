import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, type ElementType } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import '../../src/elements';
import type { KitElementTagNameMap, SignInRecord } from '../../src/elements';
import { COMMON_ATTRIBUTES, FLOWS, OBJECT_PROPERTIES } from '../../src/elements/flows';
import type { BackofficeApi } from '../../src/api/BackofficeApi';
import { createMemoryApi, createMemoryUploader, DEMO_PASSWORD } from '../../src/testing';
import { kitSettings, storyT, type KitContext } from '../support/kit';
import { TEAM_PASSWORD, teamSeed } from '../support/teamSeed';

type Tag = keyof KitElementTagNameMap;

interface ElementArgs {
  /** The element. */
  tag: Tag;
  /** Its store (the `tenant` attribute; the stories run on localhost). */
  tenant: 'acme' | 'globex';
  /** Its own attributes, besides the toolbar's (`locale`, `dir`, `preset`, `mode`). */
  attributes?: Record<string, string>;
  /** The demo account signed in (`user` property), if the element needs one. */
  signedInAs?: string;
  /** The demo store with its team (an owner, two admins), for the team panel. */
  team?: boolean;
}

interface Loaded {
  api: BackofficeApi;
  user: SignInRecord | undefined;
}

/** The element as a host page has it: attributes set, then the object properties. */
function KitElement({
  tag,
  attributes,
  properties,
}: {
  tag: Tag;
  attributes: Record<string, string>;
  properties: Record<string, unknown>;
}) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (ref.current) Object.assign(ref.current, properties);
  }, [properties]);
  const Element = tag as unknown as ElementType;
  return <Element ref={ref} {...attributes} />;
}

const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
const attributeRows = Object.entries(COMMON_ATTRIBUTES).map(([attribute, property]) =>
  row([`\`${attribute}\``, `\`${property}\``, 'every element']),
);
const ownRows = Object.values(FLOWS).flatMap(({ tag, attributes }) =>
  Object.entries(attributes as Record<string, string>).map(([attribute, property]) =>
    row([`\`${attribute}\``, `\`${property}\``, `\`<${tag}>\``]),
  ),
);

const description = `
The onboarding as custom elements, for portals in any framework or none
(\`import 'storefront-onboarding/elements'\`, or one \`<script type="module">\`). Each element
carries its own React and renders into its own shadow root: the page's CSS does not reach it and
its styles do not reach the page. The examples below are the real elements over the memory api;
the toolbar's language, direction, preset and mode are their attributes. The guide is the
package's docs/embedding.md.

### Attributes (strings; a change re-renders in place)

${row(['attribute', 'property', 'on'])}
${row(['---', '---', '---'])}
${attributeRows.join('\n')}
${row(['`dir`', '`dir` (HTML’s own)', 'every element'])}
${ownRows.join('\n')}

A missing or unusable attribute is said inside the element, translated, with a
\`console.error\` naming it and an \`error\` event.

### Properties (objects and functions)

${OBJECT_PROPERTIES.map((name) => `\`${name}\``).join(', ')}: a token getter, the signed-in
user (when the portal signs its users in itself), a prebuilt theme, an adapter instead of
\`api-base\`, an upload adapter.

### Events (bubbling, composed)

${row(['event', 'detail', 'sent by'])}
${row(['---', '---', '---'])}
${row(['`signed-in`', 'the account record', '`<sfo-sign-in>`'])}
${row(['`registered`', '`{ user_id, username, kind }`', '`<sfo-register>`'])}
${row(['`password-changed`', '`{ kind, user_id, user }`', '`<sfo-change-password>`'])}
${row(['`step-saved`', '`{ step, stepId, call, saved }`', 'the wizards'])}
${row(['`onboarding-complete`', '`{ flow }`', 'the wizards'])}
${row(['`navigate`', '`{ to, step?, href? }`: where the flow goes next', 'every element'])}
${row(['`error`', '`{ code, message }`', 'every element'])}
${row(['`unauthorised`', '`{ status, code, message }`', 'the elements for a signed-in user'])}
`;

const meta = {
  title: 'Elements/Custom elements',
  args: { tag: 'sfo-sign-in', tenant: 'acme' },
  parameters: {
    docs: { description: { component: description } },
    controls: { disable: true },
  },
  loaders: [
    async ({ args }): Promise<Loaded> => {
      const memory = createMemoryApi(args.team ? teamSeed() : undefined, { tenant: args.tenant });
      if (!args.signedInAs) return { api: memory, user: undefined };
      const pw = args.team ? TEAM_PASSWORD : DEMO_PASSWORD;
      const [user] = await memory.account.signIn({ username: args.signedInAs, pw });
      return { api: memory.memory.withToken(user!.access_token!), user };
    },
  ],
  render: (args, context) => {
    const { api, user } = context.loaded as Loaded;
    const settings = kitSettings(context as unknown as KitContext);
    return (
      <KitElement
        tag={args.tag}
        attributes={{
          tenant: args.tenant,
          locale: settings.locale,
          dir: settings.direction,
          preset: settings.preset,
          mode: settings.mode,
          ...args.attributes,
        }}
        properties={{ api, uploader: createMemoryUploader(), ...(user ? { user } : {}) }}
      />
    );
  },
} satisfies Meta<ElementArgs>;
export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story['play']>>[0];

/** Waits until the element's shadow root shows the heading `key` names, and returns its root. */
async function shows(context: Context, key: string, level?: number) {
  const element = context.canvasElement.querySelector<HTMLElement>(context.args.tag)!;
  const name = storyT(context as unknown as KitContext)(key);
  await waitFor(
    () =>
      expect(
        within(element.shadowRoot as unknown as HTMLElement).getByRole('heading', {
          name,
          ...(level ? { level } : {}),
        }),
      ).toBeVisible(),
    { timeout: 15_000 },
  );
  return element;
}

/** `<sfo-sign-in>`: sign-in (and the activation link's check). */
export const SignIn: Story = {
  args: { tag: 'sfo-sign-in' },
  play: async (context) => {
    const element = await shows(context, 'account.signIn.title');
    await expect(element.shadowRoot!.querySelector('.sfo-root')).toHaveAttribute(
      'lang',
      kitSettings(context as unknown as KitContext).locale,
    );
  },
};

/** `<sfo-register kind="seller">`: a seller's registration, then the thank-you screen. */
export const Register: Story = {
  args: { tag: 'sfo-register', attributes: { kind: 'seller' } },
  play: async (context) => {
    await shows(context, 'account.register.title');
  },
};

/** `<sfo-change-password>`: the signed-in account's forced password change. */
export const ChangePassword: Story = {
  args: { tag: 'sfo-change-password', signedInAs: 'admin@acme.example.com' },
  play: async (context) => {
    await shows(context, 'account.changePassword.title');
  },
};

/** `<sfo-company-wizard>`: opened at the account's resume step. */
export const CompanyWizard: Story = {
  args: {
    tag: 'sfo-company-wizard',
    tenant: 'globex',
    signedInAs: 'admin@globex.example.com',
    attributes: { step: '2', 'heading-level': '1' },
  },
  play: async (context) => {
    await shows(context, 'wizard.steps.companyInformation', 1);
  },
};

/** `<sfo-seller-wizard>`: the seller's wizard at its first step. */
export const SellerWizard: Story = {
  args: {
    tag: 'sfo-seller-wizard',
    signedInAs: 'seller@acme.example.com',
    attributes: { step: '1', 'heading-level': '1' },
  },
  play: async (context) => {
    await shows(context, 'seller.product.title', 1);
  },
};

/** `<sfo-store-team>`: the store owner's team panel. */
export const StoreTeam: Story = {
  args: { tag: 'sfo-store-team', team: true, signedInAs: 'priya.owner@acme.example.com' },
  play: async (context) => {
    await shows(context, 'team.title');
  },
};
