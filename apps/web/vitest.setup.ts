import { configure } from '@testing-library/react';

// Screens wait for the session's user before their own requests; on a loaded CI machine
// (server, web and contract tests run side by side) that can exceed the default second.
configure({ asyncUtilTimeout: 5000 });
