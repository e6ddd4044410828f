import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ConsoleLayout } from './pages/ConsoleLayout.tsx';
import type { ConsoleResourceKey } from './features/content/resources.ts';

// Every page is its own chunk: a staff member opening the notices does not load the setting form.
const DashboardPage = lazy(() => import('./pages/DashboardPage.tsx'));
const ResourceListPage = lazy(() => import('./pages/ResourceListPage.tsx'));
const ResourceEditPage = lazy(() => import('./pages/ResourceEditPage.tsx'));
const ResourceTrashPage = lazy(() => import('./pages/ResourceTrashPage.tsx'));
const SettingPage = lazy(() => import('./pages/SettingPage.tsx'));
const AuditPage = lazy(() => import('./pages/AuditPage.tsx'));
const MessagesPage = lazy(() => import('./pages/MessagesPage.tsx'));
const MessageSendPage = lazy(() => import('./pages/MessageSendPage.tsx'));
const MessageDetailPage = lazy(() => import('./pages/MessageDetailPage.tsx'));
const InquiriesPage = lazy(() => import('./pages/InquiriesPage.tsx'));
const InquiryAnswerPage = lazy(() => import('./pages/InquiryAnswerPage.tsx'));
const MembersPage = lazy(() => import('./pages/MembersPage.tsx'));
const MemberDetailPage = lazy(() => import('./pages/MemberDetailPage.tsx'));
const WithdrawalsPage = lazy(() => import('./pages/WithdrawalsPage.tsx'));
const MemberLevelsPage = lazy(() => import('./pages/MemberLevelsPage.tsx'));
const MemberCreatePage = lazy(() => import('./pages/MemberCreatePage.tsx'));
const StaffPage = lazy(() => import('./pages/StaffPage.tsx'));
const StaffEditPage = lazy(() => import('./pages/StaffEditPage.tsx'));
const PasswordPage = lazy(() => import('./pages/PasswordPage.tsx'));
const ApplyQueuePage = lazy(() => import('./pages/ApplyQueuePage.tsx'));
const ApplyDetailPage = lazy(() => import('./pages/ApplyDetailPage.tsx'));
const ApplyAppealsPage = lazy(() => import('./pages/ApplyAppealsPage.tsx'));
const ApplyTrainingsPage = lazy(() => import('./pages/ApplyTrainingsPage.tsx'));
const ApplySettingsPage = lazy(() => import('./pages/ApplySettingsPage.tsx'));
const WindowsPage = lazy(() => import('./pages/WindowsPage.tsx'));
const WindowEditPage = lazy(() => import('./pages/WindowEditPage.tsx'));
const SchedulePage = lazy(() => import('./pages/SchedulePage.tsx'));
const HolidaysPage = lazy(() => import('./pages/HolidaysPage.tsx'));
const ConsoleNotFoundPage = lazy(() => import('./pages/ConsoleNotFoundPage.tsx'));

/** Content resources by their console path (the keys of CONSOLE_RESOURCES). */
const RESOURCE_PAGES: ReadonlyArray<readonly [string, ConsoleResourceKey]> = [
  ['center/notifications', 'notifications'],
  ['center/businesses', 'businesses'],
  ['center/faqs', 'faqs'],
  ['facility-space', 'spaces'],
  ['equipment', 'equipment'],
  ['edu-education', 'education'],
  ['edu-gallery', 'gallery'],
  ['banners', 'banners'],
  ['popups', 'popups'],
  ['terms', 'terms'],
  ['forms', 'forms'],
  ['boards', 'boards'],
];

/** Console pages. The layout signs staff in and checks the console scope for all of them. */
export function ConsoleRoutes() {
  return (
    <Routes>
      <Route path="console" element={<ConsoleLayout />}>
        {/* The console opens on what needs attention today. */}
        <Route index element={<DashboardPage />} />
        <Route path="dashboard" element={<DashboardPage />} />
        {RESOURCE_PAGES.map(([path, key]) => [
          <Route key={path} path={path} element={<ResourceListPage key={key} resourceKey={key} />} />,
          <Route key={`${path}/trash`} path={`${path}/trash`} element={<ResourceTrashPage key={`${key}-trash`} resourceKey={key} />} />,
          <Route key={`${path}/create`} path={`${path}/create`} element={<ResourceEditPage key={`${key}-create`} resourceKey={key} />} />,
          <Route key={`${path}/:id`} path={`${path}/:id`} element={<ResourceEditPage key={`${key}-edit`} resourceKey={key} />} />,
        ])}
        <Route path="setting" element={<SettingPage />} />
        <Route path="audit" element={<AuditPage />} />
        <Route path="center/questions" element={<InquiriesPage />} />
        <Route path="center/questions/:id" element={<InquiryAnswerPage />} />
        <Route path="users" element={<MembersPage />} />
        <Route path="users/withdrawals" element={<WithdrawalsPage />} />
        <Route path="users/levels" element={<MemberLevelsPage />} />
        <Route path="users/create" element={<MemberCreatePage />} />
        <Route path="users/:id" element={<MemberDetailPage />} />
        <Route path="messages" element={<MessagesPage />} />
        <Route path="messages/send" element={<MessageSendPage />} />
        <Route path="messages/:id" element={<MessageDetailPage />} />
        <Route path="staff" element={<StaffPage />} />
        <Route path="staff/create" element={<StaffEditPage key="create" />} />
        <Route path="staff/:id" element={<StaffEditPage key="edit" />} />
        <Route path="password" element={<PasswordPage />} />
        <Route path="apply" element={<ApplyQueuePage />} />
        <Route path="apply/limitations" element={<WindowsPage />} />
        <Route path="apply/limitations/create" element={<WindowEditPage key="create" />} />
        <Route path="apply/limitations/:id" element={<WindowEditPage key="edit" />} />
        <Route path="apply/appeals" element={<ApplyAppealsPage />} />
        <Route path="apply/trainings" element={<ApplyTrainingsPage />} />
        <Route path="apply/settings" element={<ApplySettingsPage />} />
        <Route path="apply/:id" element={<ApplyDetailPage />} />
        <Route path="schedule" element={<SchedulePage />} />
        <Route path="schedule/holidays" element={<HolidaysPage />} />
        <Route path="*" element={<ConsoleNotFoundPage />} />
      </Route>
    </Routes>
  );
}
