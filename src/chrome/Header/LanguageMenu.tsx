import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { supportedLocales } from '../../i18n/createI18n';
import { useChromeTranslation } from '../internal/strings';
import { useClickOutside, useFocusOutside } from '../internal/hooks';
import { CheckIcon } from '../../components/common/icons';
import { GlobeIcon } from '../icons';
import { LanguageButton, LanguageList, UserSlot } from './Header.styles';

/**
 * The header's language switch: a button naming the current language that opens the list of
 * the kit's languages. The page changes only when a language is chosen (Enter, Space or a
 * click), never while the reader moves through the list: a native select changed the page on
 * each arrow key, so reaching Arabic went through Hindi (WCAG 3.2.2). Each name is written in
 * its own script and built only while the list is open, so an English page never lays out (nor
 * fetches the faces of) Devanagari or Arabic text it does not show. Arrow keys, Home and End
 * move in the list; Escape, or focus leaving it, closes it.
 */
export function LanguageMenu() {
  const { t, i18n } = useChromeTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const slot = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const language = i18n.resolvedLanguage ?? i18n.language;
  useClickOutside([slot], () => setOpen(false), open);
  useFocusOutside([slot], () => setOpen(false), open);

  const choices = () => [
    ...(slot.current?.querySelectorAll<HTMLElement>(':scope li > button') ?? []),
  ];
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  // The list opens on the current language, as a select does: focused as the list is committed,
  // before the next key is handled (a frame later, an arrow key pressed at once was undone).
  useLayoutEffect(() => {
    if (open)
      choices()
        .find((c) => c.hasAttribute('aria-current'))
        ?.focus();
  }, [open]);
  const choose = (lng: string) => {
    close();
    if (lng !== language) void i18n.changeLanguage(lng);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    const list = choices();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'ArrowDown'
        ? list[(at + 1) % list.length]
        : event.key === 'ArrowUp'
          ? list[(at - 1 + list.length) % list.length]
          : event.key === 'Home'
            ? list[0]
            : event.key === 'End'
              ? list[list.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  return (
    <UserSlot ref={slot} onKeyDown={onKeyDown}>
      <LanguageButton
        ref={toggle}
        type="button"
        // Named 'Language' and the language shown ('Language English'): the visible word is in it.
        aria-labelledby={`${id}-label ${id}-name`}
        aria-expanded={open}
        aria-controls={`${id}-languages`}
        data-part="language"
        onClick={() => setOpen(!open)}
      >
        <GlobeIcon />
        <span id={`${id}-label`} className="sfo-visually-hidden">
          {t('chrome.header.language')}
        </span>
        <span id={`${id}-name`} data-part="language-name" lang={language}>
          {t(`common.language.${language}`)}
        </span>
      </LanguageButton>
      {open ? (
        <LanguageList id={`${id}-languages`} aria-label={t('chrome.header.language')}>
          {supportedLocales.map((lng) => (
            <li key={lng} lang={lng}>
              <button
                type="button"
                aria-current={lng === language ? 'true' : undefined}
                onClick={() => choose(lng)}
              >
                {t(`common.language.${lng}`)}
                {lng === language ? <CheckIcon /> : null}
              </button>
            </li>
          ))}
        </LanguageList>
      ) : null}
    </UserSlot>
  );
}
