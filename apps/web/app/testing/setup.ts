import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait for what a person would see as long as a busy machine needs (the default is 1 s).
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());
