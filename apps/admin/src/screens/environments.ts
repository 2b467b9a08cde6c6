import { ENVIRONMENTS } from '@org/api-contract';
import type { TFunction } from 'i18next';

export type Environment = (typeof ENVIRONMENTS)[number];

/** The names of the deployment environments (API servers and app config items have one). */
export const environmentMessages = {
  'zh-CN': {
    'environment.dev': '开发',
    'environment.test': '测试',
    'environment.uat': '验收',
    'environment.prod': '生产',
  },
  'en-US': {
    'environment.dev': 'Development',
    'environment.test': 'Test',
    'environment.uat': 'Acceptance',
    'environment.prod': 'Production',
  },
};

/** An environment's name in the current language; an unknown value as it is. */
export const environmentName = (t: TFunction, value: string): string =>
  t(`environment.${value}`, { defaultValue: value });

/** The environments as the options of a search select. */
export const environmentOptions = (t: TFunction) =>
  ENVIRONMENTS.map((value) => ({ value, label: environmentName(t, value) }));
