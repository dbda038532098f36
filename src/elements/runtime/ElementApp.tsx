import { Component, useCallback, type ComponentType, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { StyleSheetManager } from 'styled-components';
import { BackofficeProvider } from '../../api/BackofficeProvider';
import {
  ProblemReporterContext,
  SettingNamesContext,
  type SettingNames,
} from '../../api/setup/context';
import type { KitProblem } from '../../api/setup/problems';
import { useKitProblem } from '../../api/setup/useKitProblem';
import { Alert } from '../../components/Alert';
import { KitProblemNotice } from '../../components/KitProblemNotice';
import { useKitTranslation } from '../../i18n/useKitTranslation';
import type { ApiError } from '../../kernel/errors';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { FLOWS, type Emit, type FlowName } from '../flows';
import { problemLine, type ElementSettings } from './settings';
import type { ViewProps } from './views/types';

/** How an element's messages name what to set: its attributes and properties. */
const ELEMENT_SETTINGS: SettingNames = {
  tenant: 'tenant="…"',
  apiBase: 'api-base="…"',
  user: 'element.user',
};

export interface ElementAppProps {
  flow: FlowName;
  settings: ElementSettings;
  /** The attributes it cannot use: the first is shown instead of the screen. */
  problems: readonly KitProblem[];
  View: ComponentType<ViewProps>;
  i18n: I18n;
  emit: Emit;
  /** Where the kit's styles go: the element's own shadow root, so none leaks in or out. */
  shadow: ShadowRoot;
}

/**
 * An element's React tree: its styles in its shadow root, the kit's providers from its
 * attributes and properties, and its screen, or what stops it said in its place.
 */
export function ElementApp({
  flow,
  settings,
  problems,
  View,
  i18n,
  emit,
  shadow,
}: ElementAppProps) {
  const tag = FLOWS[flow].tag;
  const report = useCallback(
    (problem: KitProblem) => {
      const line = problemLine(tag, problem);
      console.error(line);
      emit('error', { code: problem.kind, message: line });
    },
    [emit, tag],
  );
  const onUnauthorized = useCallback(
    (error: ApiError) =>
      emit('unauthorised', {
        status: error.status ?? 401,
        code: error.code ?? null,
        message: error.message,
      }),
    [emit],
  );
  const [shown] = problems;
  return (
    <StyleSheetManager target={shadow}>
      <ProblemReporterContext.Provider value={report}>
        <SettingNamesContext.Provider value={ELEMENT_SETTINGS}>
          <BackofficeProvider
            api={settings.api}
            apiBase={settings.api ? undefined : settings.apiBase}
            uploader={settings.uploader}
            user={settings.user}
            getAccessToken={settings.getAccessToken}
            onUnauthorized={onUnauthorized}
            tenant={settings.tenant}
            i18n={i18n}
          >
            <ThemeProvider
              theme={settings.theme}
              preset={settings.preset}
              mode={settings.mode}
              direction={settings.direction}
              primaryColor={settings.primaryColor}
            >
              <Crashes tag={tag} emit={emit}>
                {shown ? (
                  <KitProblemNotice problem={shown} />
                ) : (
                  <Checked flow={flow} View={View} settings={settings} emit={emit} />
                )}
              </Crashes>
            </ThemeProvider>
          </BackofficeProvider>
        </SettingNamesContext.Provider>
      </ProblemReporterContext.Provider>
    </StyleSheetManager>
  );
}

/**
 * The screen, unless the kit cannot work here: no store, an unknown one, an API that does not
 * answer, nobody signed in. The wizards check their store themselves (once their own read
 * failed); the other screens check while they show.
 */
function Checked({
  flow,
  View,
  settings,
  emit,
}: Omit<ElementAppProps, 'problems' | 'i18n' | 'shadow'>) {
  const wizard = flow === 'company-wizard' || flow === 'seller-wizard';
  const { problem, retry } = useKitProblem({ check: !wizard, needsUser: FLOWS[flow].needsUser });
  if (problem) return <KitProblemNotice problem={problem} onRetry={retry} />;
  return <View settings={settings} emit={emit} />;
}

interface CrashesProps {
  tag: string;
  emit: Emit;
  children: ReactNode;
}

/** A screen that throws shows a message in the element, and the host hears `error`. */
class Crashes extends Component<CrashesProps, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  override componentDidCatch(error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    this.props.emit('error', { code: 'crashed', message: `<${this.props.tag}>: ${message}` });
  }

  override render() {
    return this.state.crashed ? <Crashed /> : this.props.children;
  }
}

function Crashed() {
  const { t } = useKitTranslation();
  return <Alert tone="danger">{t('errors.generic')}</Alert>;
}
