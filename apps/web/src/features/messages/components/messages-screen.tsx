import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import type { AnnouncementType } from '@app/contract';
import { paths } from '@/shared/config/paths';
import { messageSets, type AnnouncementSet } from '../api/get-announcement-list';
import { AnnouncementDetailScreen } from './announcement-detail-screen';
import { AnnouncementListScreen } from './announcement-list-screen';
import { MailInboxScreen } from './mail-inbox-screen';

const knownTypes: readonly string[] = ['B', 'PL', 'PU', 'PR', 'H', 'A'];

/** /m/member/notice?types=A: the types from the query (spec 2.2), A when none is usable. */
function agentSet(raw: string | null): AnnouncementSet {
  const types = (raw ?? '').split(',').filter((t) => knownTypes.includes(t)) as AnnouncementType[];
  return types.length ? { ...messageSets.agent, types } : messageSets.agent;
}

/** The message screens of one route module, chosen by path. */
export function MessagesScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  switch (pathname) {
    case paths.messageDetail.path:
      return <AnnouncementDetailScreen />;
    case paths.webEmail.path:
      return <MailInboxScreen />;
    case paths.notice.path:
      return <AnnouncementListScreen set={messageSets.notice} label={t('routes.titles.notice')} />;
    case paths.memberNotice.path:
      return (
        <AnnouncementListScreen
          set={agentSet(params.get('types'))}
          label={t('routes.titles.memberNotice')}
        />
      );
    default:
      return (
        <AnnouncementListScreen set={messageSets.message} label={t('routes.titles.message')} />
      );
  }
}
