import { AREA_ROLES } from '#contract/access';
import { Permission } from '../../ui/permission';
import { ErrorBoundary } from '../../ui/error-boundary';
import { ReferencePanel } from './reference-panel';
import { TokensPanel } from './tokens-panel';

/** /admin-center/api (every role): the published API's reference, and for ADMIN_ROOT its tokens. */
export default function ApiScreen() {
  return (
    <div className="flex flex-col gap-4">
      <Permission roles={AREA_ROLES.adminUsers}>
        <ErrorBoundary>
          <TokensPanel />
        </ErrorBoundary>
      </Permission>
      <ErrorBoundary>
        <ReferencePanel />
      </ErrorBoundary>
    </div>
  );
}
