import type { Announcement, Banner, SystemStatus } from '@app/contract';

export function statusFixture(overrides: Partial<SystemStatus> = {}): SystemStatus {
  return {
    status: 0,
    maintenance: false,
    regionRestriction: false,
    location: { country: 'BD', ip: '203.0.113.7' },
    info: {
      merchantCode: 'demo',
      mainDomain: 'localhost',
      domainRoute: null,
      customerService: [
        {
          csPosition: 'SERVICE-1',
          type: '3',
          name: 'Online service',
          url: 'https://cs.example.com/chat',
        },
        { csPosition: 'TELEGRAM-1', type: '1', name: 'Telegram', url: 'https://t.me/demo' },
      ],
      imageCDNs: ['/assets-cdn'],
      resources: [],
      whitelabel: [],
      register: {},
      mobileTemplate: {
        mem_cen: '1',
        dep_func: '1',
        app_background: '',
        app_desc: '',
        app_desc_font_color: '',
      },
      paths: [],
    },
    ...overrides,
  };
}

export const maintenanceStatus = () => statusFixture({ status: 1, maintenance: true });
export const restrictedStatus = () =>
  statusFixture({
    status: 2,
    regionRestriction: true,
    location: { country: 'US', ip: '198.51.100.23' },
  });

export function bannerFixture(id: number, overrides: Partial<Banner> = {}): Banner {
  return {
    id,
    groupName: 'm_home',
    title: `Banner ${id}`,
    url: `/assets-cdn/banners/${id}.svg`,
    link: null,
    sequence: id,
    ...overrides,
  };
}

export function announcementFixture(
  id: number,
  overrides: Partial<Announcement> = {},
): Announcement {
  return {
    id,
    type: 'PL',
    groupName: 'm_home',
    title: `Notice ${id}`,
    startDate: '2026-01-0' + ((id % 9) + 1),
    endDate: null,
    content: '<p>Body</p>',
    read: false,
    announcementImages: [],
    promoAnnouncementCategoryIds: [],
    ...overrides,
  };
}
