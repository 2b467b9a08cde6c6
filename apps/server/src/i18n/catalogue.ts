import { commonMessages } from './messages/common';
import { flowsMessages } from './messages/flows';
import { tasksMessages } from './messages/tasks';
import { orchestrationsMessages } from './messages/orchestrations';
import { releasesMessages } from './messages/releases';
import { statisticsMessages } from './messages/statistics';
import { formsMessages } from './messages/forms';
import { peopleMessages } from './messages/people';
import { storageMessages } from './messages/storage';
import { systemMessages } from './messages/system';
import { formScriptsMessages } from './messages/form-scripts';

/**
 * Every message the server can answer with, in every language it speaks: one group per area
 * of the server, in `messages/`. Errors name a key (`text(key, values)`); the answer renders
 * it in the request's language.
 */
export const MESSAGES = {
  ...commonMessages,
  ...peopleMessages,
  ...systemMessages,
  ...formsMessages,
  ...flowsMessages,
  ...tasksMessages,
  ...orchestrationsMessages,
  ...statisticsMessages,
  ...releasesMessages,
  ...storageMessages,
  ...formScriptsMessages,
};
