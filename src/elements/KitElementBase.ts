import {
  COMMON_ATTRIBUTES,
  FLOWS,
  NUMBER_PROPERTIES,
  OBJECT_PROPERTIES,
  type ElementInput,
  type Emit,
  type FlowName,
  type ObjectProperty,
} from './flows';
import type * as RuntimeModule from './runtime/mount';
import type { Mounted } from './runtime/mount';

/*
 * The custom elements' loader: no React here. An element on the page costs this file until it
 * connects; then the runtime (React, the kit's providers, the element's screen) is fetched once
 * for every element of the page.
 */

// Outside a browser (a server render importing the entry) there is no HTMLElement to extend:
// the classes still exist, and nothing is defined.
const Base = (typeof HTMLElement === 'undefined'
  ? class {}
  : HTMLElement) as unknown as typeof HTMLElement;

type Runtime = typeof RuntimeModule;
let runtime: Promise<Runtime> | null = null;
/** The runtime's chunk, fetched once; a failed fetch is forgotten so a later element tries again. */
const loadRuntime = (): Promise<Runtime> =>
  (runtime ??= import('./runtime/mount').catch((error: unknown) => {
    runtime = null;
    throw error;
  }));

/**
 * The one message the loader says itself, when the runtime's code cannot be fetched (the kit's
 * strings come with that code), in the page's language where the kit ships it.
 */
const LOAD_FAILED: Record<string, string> = {
  en: 'The onboarding could not load. Check your connection and reload the page.',
  hi: 'ऑनबोर्डिंग लोड नहीं हो सकी। अपना कनेक्शन जाँचें और पेज फिर से लोड करें।',
  ar: 'تعذّر تحميل الإعداد. تحقّق من اتصالك وأعد تحميل الصفحة.',
};

/** The base of every kit element: attributes and properties in, a React screen in its shadow root. */
export abstract class KitElementBase extends Base {
  /** Which flow this element embeds. */
  protected abstract readonly flow: FlowName;
  #objects: Partial<Record<ObjectProperty, unknown>> = {};
  #mounted: Mounted | null = null;
  #queued = false;

  constructor() {
    super();
    this.attachShadow({ mode: 'open' });
  }

  connectedCallback(): void {
    // A property set before the element was defined (a framework binding it early) is an own
    // property hiding the accessor: hand it to the accessor now.
    const own = this as unknown as Record<string, unknown>;
    for (const name of propertiesOf(this.flow)) {
      if (!Object.prototype.hasOwnProperty.call(this, name)) continue;
      const value = own[name];
      delete own[name];
      own[name] = value;
    }
    this.#queue();
  }

  disconnectedCallback(): void {
    this.#queue();
  }

  attributeChangedCallback(): void {
    this.#queue();
  }

  // The object properties (docs/embedding.md, "Attributes, properties and events"); a new value
  // re-renders in place. Typed for hosts by KitElementProperties.
  get getAccessToken(): unknown {
    return this.#objects.getAccessToken;
  }
  set getAccessToken(value: unknown) {
    this.#set('getAccessToken', value);
  }
  get user(): unknown {
    return this.#objects.user;
  }
  set user(value: unknown) {
    this.#set('user', value);
  }
  get theme(): unknown {
    return this.#objects.theme;
  }
  set theme(value: unknown) {
    this.#set('theme', value);
  }
  get api(): unknown {
    return this.#objects.api;
  }
  set api(value: unknown) {
    this.#set('api', value);
  }
  get uploader(): unknown {
    return this.#objects.uploader;
  }
  set uploader(value: unknown) {
    this.#set('uploader', value);
  }

  #set(name: ObjectProperty, value: unknown): void {
    if (this.#objects[name] === value) return;
    this.#objects[name] = value;
    this.#queue();
  }

  /** Changes made in one task render once, a microtask later (and a moved element stays mounted). */
  #queue(): void {
    if (this.#queued) return;
    this.#queued = true;
    queueMicrotask(() => {
      this.#queued = false;
      void this.#update();
    });
  }

  async #update(): Promise<void> {
    if (!this.isConnected) {
      this.#mounted?.unmount();
      this.#mounted = null;
      return;
    }
    let loaded: Runtime;
    try {
      loaded = await loadRuntime();
    } catch (error) {
      this.#loadFailed(error);
      return;
    }
    if (!this.isConnected) return;
    this.#mounted ??= loaded.mount(this.shadowRoot!, this.flow, this.#emit);
    await this.#mounted.render(this.#input());
  }

  #input(): ElementInput {
    const attributes: Record<string, string | null> = { dir: this.getAttribute('dir') };
    for (const name of Object.keys({ ...COMMON_ATTRIBUTES, ...FLOWS[this.flow].attributes })) {
      attributes[name] = this.getAttribute(name);
    }
    return { attributes, properties: { ...this.#objects } };
  }

  #emit: Emit = (type, detail, cancelable = false) =>
    this.dispatchEvent(
      new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable }),
    );

  #loadFailed(error: unknown): void {
    const locale = (this.getAttribute('locale') ?? 'en').slice(0, 2);
    const message = LOAD_FAILED[locale] ?? LOAD_FAILED.en!;
    const note = document.createElement('p');
    note.setAttribute('role', 'alert');
    note.textContent = message;
    this.shadowRoot!.replaceChildren(note);
    console.error(`<${this.localName}>: its code could not be fetched.`, error);
    this.#emit('error', { code: 'load-failed', message: LOAD_FAILED.en });
  }
}

/** Every property a flow's element has (mirrored attributes and objects). */
function propertiesOf(flow: FlowName): string[] {
  return [
    ...Object.values(COMMON_ATTRIBUTES),
    ...Object.values(FLOWS[flow].attributes as Record<string, string>),
    ...OBJECT_PROPERTIES,
  ];
}

/**
 * The class of a flow's element: its observed attributes and a property mirroring each (numbers
 * for `step` and `heading-level`); the object properties come from the base.
 */
export function kitElementClass(flow: FlowName): CustomElementConstructor {
  const mirrored: Record<string, string> = {
    ...COMMON_ATTRIBUTES,
    ...(FLOWS[flow].attributes as Record<string, string>),
  };
  class Element extends KitElementBase {
    static readonly observedAttributes = ['dir', ...Object.keys(mirrored)];
    protected readonly flow = flow;
  }
  const proto = Element.prototype;
  for (const [attribute, property] of Object.entries(mirrored)) {
    const number = NUMBER_PROPERTIES.has(property);
    Object.defineProperty(proto, property, {
      configurable: true,
      enumerable: true,
      get(this: KitElementBase) {
        const value = this.getAttribute(attribute);
        if (!number || value === null) return value;
        const parsed = Number(value);
        return Number.isFinite(parsed) ? parsed : null;
      },
      set(this: KitElementBase, value: unknown) {
        if (value === null || value === undefined) this.removeAttribute(attribute);
        else this.setAttribute(attribute, String(value));
      },
    });
  }
  return Element;
}
