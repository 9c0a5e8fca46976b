import { describe, expect, it } from 'vitest';
import { reactionToRealtime } from './realtime-events';

describe('platform real-time events (platform spec §7)', () => {
  it('shows the upload outcome with the exact texts', () => {
    expect(reactionToRealtime({ Listener: 'zipUploadDone', Data: { IsSuccess: true, FolderId: 3 } })).toEqual(
      {
        type: 'toast',
        kind: 'success',
        message: 'Your file(s) have been uploaded successfully.',
      },
    );
    expect(reactionToRealtime({ Listener: 'zipUploadDone', Data: { IsSuccess: false } })).toEqual({
      type: 'toast',
      kind: 'error',
      message: 'Your upload has failed.',
    });
  });

  it('logs out with the server warning on userLoggedOut', () => {
    expect(
      reactionToRealtime({
        Listener: 'userLoggedOut',
        Data: { NextState: 'login', LogoutMessage: 'Signed in elsewhere' },
      }),
    ).toEqual({ type: 'logout', warning: 'Signed in elsewhere', nextState: 'login' });
    expect(reactionToRealtime({ Listener: 'userLoggedOut', Data: { NextState: 'mystery' } })).toMatchObject({
      type: 'logout',
      nextState: 'mystery',
    });
  });

  it('forces a deactivated user out with a warning', () => {
    expect(reactionToRealtime({ Listener: 'userDeactivatedFromAdminSite' })).toMatchObject({
      type: 'logout',
    });
  });

  it('updates the notification count and refreshes the list', () => {
    expect(reactionToRealtime({ Listener: 'notificationCountUpdate', Data: { Count: 4 } })).toEqual({
      type: 'notification-count',
      count: 4,
    });
    expect(reactionToRealtime({ Listener: 'notificationCountUpdate', Data: 2 })).toEqual({
      type: 'notification-count',
      count: 2,
    });
    expect(reactionToRealtime({ Listener: 'userNotification', Data: {} })).toEqual({
      type: 'notifications-changed',
    });
  });

  it('says who accepted an invitation the user sent (teamUserInviteProcessed, workspaceAdminInviteProcessed)', () => {
    expect(
      reactionToRealtime({
        Listener: 'workspaceAdminInviteProcessed',
        Data: { Name: 'Cole League', Email: 'cole@x.io' },
      }),
    ).toEqual({
      type: 'invitation-accepted',
      message: 'Cole League accepted your invitation.',
    });
    expect(reactionToRealtime({ Listener: 'teamUserInviteProcessed', Data: { Email: 'cole@x.io' } })).toEqual(
      { type: 'invitation-accepted', message: 'cole@x.io accepted your invitation.' },
    );
    expect(reactionToRealtime({ Listener: 'teamUserInviteProcessed', Data: null })).toEqual({
      type: 'invitation-accepted',
      message: 'An invitation you sent was accepted.',
    });
  });

  it('tells the one who asked for a team change how an administrator answered (issue 35)', () => {
    const approved = 'An administrator approved your request to add Finn Field to Design Team.';
    expect(
      reactionToRealtime({
        Listener: 'teamUserInviteProcessed',
        Data: { Outcome: 'Approved', Message: approved },
      }),
    ).toEqual({ type: 'request-answered', kind: 'success', message: approved });
    expect(
      reactionToRealtime({
        Listener: 'workspaceAdminInviteProcessed',
        Data: { Outcome: 'Declined', Message: 'Declined.' },
      }),
    ).toEqual({ type: 'request-answered', kind: 'info', message: 'Declined.' });
    // Without a message it is read as an accepted invitation, as before.
    expect(
      reactionToRealtime({ Listener: 'teamUserInviteProcessed', Data: { Outcome: 'Approved' } }),
    ).toEqual({
      type: 'invitation-accepted',
      message: 'An invitation you sent was accepted.',
    });
  });

  it('reads who the user is again when an administrator changed their access (userAccessChanged, ours)', () => {
    expect(reactionToRealtime({ Listener: 'userAccessChanged', Data: { UserId: 2 } })).toEqual({
      type: 'access-changed',
      message: 'An administrator changed your access: what you can see and do is up to date.',
    });
  });

  it('shows a failed download and ignores unknown listeners', () => {
    expect(
      reactionToRealtime({ Listener: 'downloadCompleted', Data: { ErrorMessage: 'Too large' } }),
    ).toEqual({
      type: 'toast',
      kind: 'error',
      message: 'Too large',
    });
    expect(reactionToRealtime({ Listener: 'reportReady', Data: {} })).toEqual({ type: 'ignore' });
  });
});
