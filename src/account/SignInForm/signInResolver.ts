import { yupResolver } from '@hookform/resolvers/yup';
import type { Resolver } from 'react-hook-form';
import { createLoginSchema, type LoginValues } from '../../validation/account';

/** The sign-in rules (docs/behaviour.md, "Validation"): its own chunk, with yup, fetched after first paint. */
export const signInResolver = (): Resolver<LoginValues> => yupResolver(createLoginSchema());
