import { installEarlyGuards } from './early-guards';

installEarlyGuards();
