import { configure } from 'storybook/test';

// Play functions wait for lazily loaded chunks (the rich-text editor, the data table) and for
// debounced searches. On a 2-core CI machine shared by the other test projects, Testing Library's
// 1 s default for findBy/waitFor is shorter than one cold chunk load; 5 s is still a failure
// long before the test's own 45 s limit.
configure({ asyncUtilTimeout: 5_000 });
