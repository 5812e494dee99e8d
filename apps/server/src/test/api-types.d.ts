// Generated from /api/docs/json by `npm run api:types`: do not edit.

export interface paths {
    "/api/Teapot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** I'm a teapot: the login screen calls it and ignores the answer (spec §7) */
        get: operations["getTeapot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Health check: 200 when the database answers and the instance is not stopping, 503 otherwise */
        get: operations["getHealthz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/AuthConfig": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the login and register screens need to know about this instance */
        get: operations["getAuthConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Session/Token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** After Google sign-in: trades the session cookie for a bearer token and clears the cookie (same origin only) */
        post: operations["postSessionToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Changes any of the own profile fields and settings (onboarding, /settings) */
        patch: operations["patchUser"];
        trace?: never;
    };
    "/api/User/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's profile; e-mail, phone and company only for those allowed to see them */
        get: operations["getUserById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/Delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deletes the own account after checking the password (decision 013) */
        post: operations["postUserDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/CreateUser/Check/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The invited e-mail address of a valid, unused, unexpired activation token */
        get: operations["getCreateUserCheckByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/CreateUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Creates the invited account (e-mail counts as verified) and signs it in */
        post: operations["postCreateUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/passwordReset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mails a password-reset link in `lng`; the same answer whether or not the address is registered */
        post: operations["postPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Digest/Unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Turns the daily digest mail off (the link in the mail); answers an HTML page */
        get: operations["getDigestUnsubscribe"];
        put?: never;
        /** One-click unsubscribe for mail clients (RFC 8058) */
        post: operations["postDigestUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Digest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether my daily summary mail of unseen notifications is on */
        get: operations["getDigest"];
        /** Turns my daily summary mail on or off */
        put: operations["putDigest"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Notification/Switches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The notification kinds I may turn off, and whether each is on */
        get: operations["getNotificationSwitches"];
        /** Turns one notification kind on or off for me (off: none is written at all) */
        put: operations["putNotificationSwitches"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Group": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My groups: search on name and description, sort by creationTime or name */
        get: operations["getGroup"];
        put?: never;
        /** Creates a group; the creator is its first admin */
        post: operations["postGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Group/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A group with its members (members only) */
        get: operations["getGroupById"];
        put?: never;
        post?: never;
        /** Deletes a group: its last admin only, and at most 2 members */
        delete: operations["deleteGroupById"];
        options?: never;
        head?: never;
        /** Edits name and description (admins only); notifies the other members */
        patch: operations["patchGroupById"];
        trace?: never;
    };
    "/api/Membership/{id}/Leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leaves a group (own membership only); the last admin must hand over first */
        post: operations["postMembershipLeave"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Membership/Promote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Makes a member an admin (admins only); 409 not_yet_joined for non-members */
        post: operations["postMembershipPromote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Membership/Kick": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Removes a non-admin member (admins only); 409 cannot_kick_admin or not_yet_joined */
        post: operations["postMembershipKick"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Invitation/{groupId}/Link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The group's links that still work, newest first, with their uses (admins only) */
        get: operations["getInvitationLink"];
        put?: never;
        /** A new invitation link {PUBLIC_URL}/?inv={token} (admins only; 14 days) */
        post: operations["postInvitationLink"];
        /** Revokes every link of the group (admins only) */
        delete: operations["deleteInvitationLink"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Invitation/{groupId}/Link/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revokes one link of the group at once (admins only) */
        delete: operations["deleteInvitationLinkById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Invitation/Link/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The group a link invitation opens; 410 invitation_expired, 404 invalid_token */
        get: operations["getInvitationLinkByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Invitation/EnterByLink/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Joins the group of a link invitation (spec {id} is the token); 409 already_member */
        post: operations["postInvitationEnterByLinkByToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Invitation/{groupId}/Email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The group's pending e-mail invitations (admins only) */
        get: operations["getInvitationEmailsOfGroup"];
        put?: never;
        /** Invites an address (admins only): a notification, or a mail to create an account */
        post: operations["postInvitationEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Invitation/{groupId}/Email/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Withdraws the pending invitation of an address (admins only) */
        delete: operations["deleteInvitationEmailByEmail"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Invitation/Email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pending invitations to my verified e-mail address */
        get: operations["getInvitationEmailsToMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Invitation/EnterByEmail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accepts an invitation to my address and joins; 409 already_member */
        post: operations["postInvitationEnterByEmailById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Invitation/Email/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Declines an invitation to my address */
        delete: operations["deleteInvitationEmailById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/AccessCode/{groupId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The group's codes that still work, newest first (admins only) */
        get: operations["getAccessCodeByGroupId"];
        put?: never;
        /** A new 8-character access code of the group, valid 48 hours (admins only) */
        post: operations["postAccessCodeByGroupId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/AccessCode/{groupId}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revokes one code of the group at once (admins only) */
        delete: operations["deleteAccessCodeById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/AccessCode/Join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Joins the group of an access code; tries are limited per user and IP */
        post: operations["postAccessCodeJoin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Notification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My notifications, newest first (20 per page) */
        get: operations["getNotification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Notification/Count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many of my notifications are unseen */
        get: operations["getNotificationCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Notification/SeeAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Marks my notifications seen (leaving the notifications screen): all, or up to the newest shown */
        patch: operations["patchNotificationSeeAll"];
        trace?: never;
    };
    "/api/Notification/{id}/See": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Marks one of my notifications seen; anyone else’s is 404 */
        patch: operations["patchNotificationSee"];
        trace?: never;
    };
    "/api/Notification/Test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends me a TEST notification, now or (delayed=true) a few seconds later */
        post: operations["postNotificationTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/PushKey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The VAPID public key a browser subscribes to push with */
        get: operations["getUserPushKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/Token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registers (or renews) this browser’s push subscription (spec §7 push token) */
        post: operations["postUserToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/CheckNotificationToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether this push subscription is registered for me */
        post: operations["postUserCheckNotificationToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Photo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uploads one image (the raw bytes as the body); stored as metadata-free WebP variants, the uploader’s until an item or the profile attaches it */
        post: operations["postPhoto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Photo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One photo’s sizes, placeholder and caption, for those who may see it */
        get: operations["getPhotoById"];
        put?: never;
        post?: never;
        /** Deletes one of my uploads not yet attached; 409 photo_in_use once an item or my profile shows it (remove it by editing that) */
        delete: operations["deletePhotoById"];
        options?: never;
        head?: never;
        /** Changes the caption (alt text) of one of my photos */
        patch: operations["patchPhotoById"];
        trace?: never;
    };
    "/api/Photo/{id}/{width}.webp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One stored width of a photo as WebP; also signed in by the session cookie (an <img> sends no bearer token); ETag and private immutable caching */
        get: operations["getPhotoVariant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Post": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Posts of all my groups, newest first (paging and filters as the feed) */
        get: operations["getPost"];
        put?: never;
        /** Publishes a post in a group of mine; a warning notifies the other members */
        post: operations["postPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Post/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A post (members of its group only) */
        get: operations["getPostById"];
        put?: never;
        post?: never;
        /** Deletes a post (its author or an admin of its group) */
        delete: operations["deletePostById"];
        options?: never;
        head?: never;
        /** Edits a post (its author only); sets the edited marker */
        patch: operations["patchPostById"];
        trace?: never;
    };
    "/api/Product": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My products (search, tags, sort by creationTime, name or price) */
        get: operations["getProduct"];
        put?: never;
        /** Adds a product to my inventory */
        post: operations["postProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Product/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of my products */
        get: operations["getProductById"];
        put?: never;
        post?: never;
        /** Deletes one of my products; 409 product_has_offers while an offer of it exists */
        delete: operations["deleteProductById"];
        options?: never;
        head?: never;
        /** Edits one of my products; running offers keep what they copied */
        patch: operations["patchProductById"];
        trace?: never;
    };
    "/api/Producer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My producer connections, pending ones marked (sort by creationTime or name) */
        get: operations["getProducer"];
        put?: never;
        /** Asks a producer by e-mail: the same answer whether or not the address has an account; the producer accepts */
        post: operations["postProducer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Producer/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a producer or dealer connection (either side); products lose the link */
        delete: operations["deleteProducerById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Dealer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who has me as a producer, paged (sort by creationTime (joined) or name) */
        get: operations["getDealer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Dealer/{id}/Accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The producer accepts a dealer’s request: the dealer sees them from now on */
        post: operations["postDealerAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Dealer/{id}/Decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The producer declines a dealer’s request: it leaves their list, the dealer waits */
        post: operations["postDealerDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Offer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The market: offers of all my groups (search, tags, sortBy, order, hidePast) */
        get: operations["getOffer"];
        put?: never;
        /** Offers one of my products in one of my groups; reserves tracked stock; notifies the group */
        post: operations["postOffer"];
        delete?: never;
        options?: never;
        head?: never;
        /** Changes the amount on offer and/or the pick-up place (the dealer; not below the ordered amount, not after the deadline) */
        patch: operations["patchOffer"];
        trace?: never;
    };
    "/api/Offer/Mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The offers I made (with their purchase time) */
        get: operations["getOfferMine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/DealerOffer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** For a producer: dealers' offers of their products, with the ordered amounts */
        get: operations["getDealerOffer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Offer/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An offer (its group's members and its dealer) */
        get: operations["getOfferById"];
        put?: never;
        post?: never;
        /** Deletes my offer while nobody has ordered from it; the stock comes back */
        delete: operations["deleteOfferById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My orders, newest delivery first (state=open: the cart) or newest order first (sortBy=date: the history); search by product or dealer */
        get: operations["getOrder"];
        put?: never;
        /** Orders from an offer of my group before its deadline; adds to my open order of it; takes the stock */
        post: operations["postOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Order/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of my orders (its buyer only) */
        get: operations["getOrderById"];
        put?: never;
        post?: never;
        /** Deletes my open order before the deadline; the units go back to the offer */
        delete: operations["deleteOrderById"];
        options?: never;
        head?: never;
        /** Changes the amount of my open order before the deadline (stock re-checked) */
        patch: operations["patchOrderById"];
        trace?: never;
    };
    "/api/Sale": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My offers that have orders, with what is left to do (search, sortBy delivery|orderDeadline|name, order; default soonest delivery first) */
        get: operations["getSale"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Sale/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of my offers with its orders (the packing list; rejected ones last) */
        get: operations["getSaleById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Sale/{id}/Csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of my offers' orders as CSV (UTF-8 with BOM, my language and its separator, times in timeZone; rejected ones left out and counted in a last row; formula-like cells prefixed with ') */
        get: operations["getSaleCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Sale/{id}/Fulfil": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirms completion and payment of an order of my offer */
        post: operations["postSaleFulfil"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Sale/{id}/Unfulfil": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Undoes the completion of an order of my offer */
        post: operations["postSaleUnfulfil"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Sale/{id}/Reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rejects an order of my offer for force majeure; the buyer is told why */
        post: operations["postSaleReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Order/{id}/Evaluation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rates my fulfilled order (1–5, comment), or changes it, within a month */
        post: operations["postOrderEvaluation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/{id}/Evaluations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A dealer's evaluations: the average and the newest first (people sharing a group) */
        get: operations["getUserEvaluations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Items of all my groups, newest first (decision 015 for paging and search) */
        get: operations["getFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Group/{id}/Feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A group's items (members only) */
        get: operations["getGroupFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/{id}/Feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A user's items in the groups the caller shares with them */
        get: operations["getUserFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Event": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Events of my groups (search, tags, sortBy time|creationTime|name, hidePast) */
        get: operations["getEvent"];
        put?: never;
        /** Creates an event in a group of mine; a repeat creates every occurrence */
        post: operations["postEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Event/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An event with its answers (members of its group only) */
        get: operations["getEventById"];
        put?: never;
        post?: never;
        /** Deletes an event, or this and the following occurrences; tells who said yes */
        delete: operations["deleteEventById"];
        options?: never;
        head?: never;
        /** Edits an event, or this and the following occurrences (author or group admin) */
        patch: operations["patchEventById"];
        trace?: never;
    };
    "/api/EventApplication": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answers an event yes, no or neutral (null) before its application deadline */
        post: operations["postEventApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Comment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of an item's comments, oldest first, each top-level comment followed by its replies (members of the item's group only) */
        get: operations["getComment"];
        put?: never;
        /** Comments on a post, offer or event of a group of mine, or replies to a comment; notifies the item's author, the replied-to and the mentioned */
        post: operations["postComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Comment/Mentionable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members of the item's group to mention, for the @ autocomplete */
        get: operations["getCommentMentionable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Comment/Report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reports of the groups I am an admin of (the site administrator: of every group), newest first */
        get: operations["getCommentReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Comment/{id}/Report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reports a comment to the group's admins (spam, offensive, other with a text); members, not its author, once each */
        post: operations["postCommentReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Comment/Report/{id}/Hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hides the reported comment (an admin of its group): others read "hidden by an admin", its author the reason */
        post: operations["postCommentReportHide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Comment/Report/{id}/Dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dismisses a report (an admin of its group); the comment stays as it is */
        post: operations["postCommentReportDismiss"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Comment/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Deletes a comment (its author or an admin of the group); one with replies stays as a "deleted" marker */
        delete: operations["deleteCommentById"];
        options?: never;
        head?: never;
        /** Edits a comment (its author only); sets the edited marker */
        patch: operations["patchCommentById"];
        trace?: never;
    };
    "/api/Post/{id}/Report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reports a post to the group's admins (spam, offensive, other with a text); members, not its author, once each */
        post: operations["postPostReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Offer/{id}/Report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reports an offer to the group's admins (spam, offensive, other with a text); members, not its author, once each */
        post: operations["postOfferReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Event/{id}/Report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reports an event to the group's admins (spam, offensive, other with a text); members, not its author, once each */
        post: operations["postEventReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reports of comments, posts, offers and events in the groups I am an admin of (the site administrator: of every group), newest first */
        get: operations["getReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Report/Count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many open reports I review (the groups I am an admin of; the site administrator: all) */
        get: operations["getReportCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Report/{id}/Hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hides the reported item (an admin of its group): only its author still sees it, with the reason */
        post: operations["postReportHide"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Report/{id}/Dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dismisses a report (an admin of its group); the item stays as it is */
        post: operations["postReportDismiss"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Calendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What of my groups and of mine has a date in [from, to) (at most 93 days) */
        get: operations["getCalendar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Calendar/Subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My secret calendar address (ICS), or null */
        get: operations["getCalendarSubscription"];
        put?: never;
        /** Makes a new secret calendar address; the previous one stops working */
        post: operations["postCalendarSubscription"];
        /** Revokes my secret calendar address */
        delete: operations["deleteCalendarSubscription"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Calendar/ics/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The iCalendar (RFC 5545) feed behind a secret calendar address */
        get: operations["getCalendarIcsByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open (or done) feedback, newest first (site administrators) */
        get: operations["getFeedback"];
        put?: never;
        /** Sends feedback, optionally about a screen (anyone signed in; 10 an hour) */
        post: operations["postFeedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Feedback/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Marks feedback done, or open again (site administrators) */
        patch: operations["patchFeedbackById"];
        trace?: never;
    };
    "/api/User/Export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Everything I entered, by section ("Download my data"); only my own */
        get: operations["getUserExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Translation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The texts of a language that differ from the app’s own (anyone; ETag) */
        get: operations["getTranslation"];
        put?: never;
        /** Adds a translation constant (site administrators); 409 translation_exists */
        post: operations["postTranslation"];
        delete?: never;
        options?: never;
        head?: never;
        /** Saves the texts of one key (site administrators) */
        patch: operations["patchTranslation"];
        trace?: never;
    };
    "/api/Translation/Keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The editor’s rows by key, with search (site administrators) */
        get: operations["getTranslationKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Translation/Summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Counts, missing keys and the last edit (site administrators) */
        get: operations["getTranslationSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Translation/Changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The changed texts by locale file, to paste into it (site administrators) */
        get: operations["getTranslationChanges"];
        put?: never;
        post?: never;
        /** Puts every text back to the locale files’ (site administrators) */
        delete: operations["deleteTranslationChanges"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Translation/Missing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Adds the locale files’ keys the table lacks (site administrators) */
        post: operations["postTranslationMissing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getTeapot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            418: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getHealthz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok" | "error";
                        /** @enum {string} */
                        database: "ok" | "error";
                        version: string;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok" | "error";
                        /** @enum {string} */
                        database: "ok" | "error";
                        version: string;
                    };
                };
            };
        };
    };
    getAuthConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            googleEnabled: boolean;
                            passwordMinLength: number;
                        };
                    };
                };
            };
        };
    };
    postSessionToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            token: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            username: string | null;
                            email: string;
                            phone: string;
                            company: string;
                            /** @enum {string} */
                            language: "hu" | "en";
                            dateFormat: ("YYYY. MM. DD." | "YYYY/MM/DD" | "DD/MM/YYYY" | "MM/DD/YYYY") | "";
                            currency: string;
                            isOfferReportEnabled: boolean;
                            isNotificationEnabled: boolean;
                            tags: string;
                            primeRole: ("consumer" | "distributor" | "producer" | "unsure") | null;
                            isAdmin: boolean;
                            /** Format: date-time */
                            creationTime: string;
                            avatar?: {
                                id: string;
                                width: number;
                                height: number;
                                thumbhash: string;
                                widths: number[];
                                alt: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    patchUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    username?: string;
                    /** @enum {string} */
                    language?: "hu" | "en";
                    dateFormat?: ("YYYY. MM. DD." | "YYYY/MM/DD" | "DD/MM/YYYY" | "MM/DD/YYYY") | "";
                    currency?: string;
                    company?: string;
                    phone?: string;
                    isOfferReportEnabled?: boolean;
                    isNotificationEnabled?: boolean;
                    /** @enum {string} */
                    primeRole?: "consumer" | "distributor" | "producer" | "unsure";
                    tags?: string;
                    avatarPhotoId?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            username: string | null;
                            email: string;
                            phone: string;
                            company: string;
                            /** @enum {string} */
                            language: "hu" | "en";
                            dateFormat: ("YYYY. MM. DD." | "YYYY/MM/DD" | "DD/MM/YYYY" | "MM/DD/YYYY") | "";
                            currency: string;
                            isOfferReportEnabled: boolean;
                            isNotificationEnabled: boolean;
                            tags: string;
                            primeRole: ("consumer" | "distributor" | "producer" | "unsure") | null;
                            isAdmin: boolean;
                            /** Format: date-time */
                            creationTime: string;
                            avatar?: {
                                id: string;
                                width: number;
                                height: number;
                                thumbhash: string;
                                widths: number[];
                                alt: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getUserById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            username: string | null;
                            email: string | null;
                            phone: string | null;
                            company: string | null;
                            isAdmin: boolean;
                            /** Format: date-time */
                            creationTime: string;
                            avatar?: {
                                id: string;
                                width: number;
                                height: number;
                                thumbhash: string;
                                widths: number[];
                                alt: string;
                            } | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postUserDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: Record<string, never>;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getCreateUserCheckByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            email: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postCreateUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    username: string;
                    password: string;
                    token: string;
                    /** @enum {string} */
                    language?: "hu" | "en";
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            token: string;
                            user: {
                                id: string;
                                name: string;
                                username: string | null;
                                email: string;
                                phone: string;
                                company: string;
                                /** @enum {string} */
                                language: "hu" | "en";
                                dateFormat: ("YYYY. MM. DD." | "YYYY/MM/DD" | "DD/MM/YYYY" | "MM/DD/YYYY") | "";
                                currency: string;
                                isOfferReportEnabled: boolean;
                                isNotificationEnabled: boolean;
                                tags: string;
                                primeRole: ("consumer" | "distributor" | "producer" | "unsure") | null;
                                isAdmin: boolean;
                                /** Format: date-time */
                                creationTime: string;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /**
                     * @default en
                     * @enum {string}
                     */
                    lng?: "hu" | "en";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: Record<string, never>;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getDigestUnsubscribe: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postDigestUnsubscribe: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: Record<string, never>;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getDigest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            enabled: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    putDigest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            enabled: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getNotificationSwitches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            type: "ORDER_DEADLINE_APPROACHING" | "ORDER_FULFILLED" | "ORDER_DEADLINE_NOT_ORDERED" | "COMMENT_ON_YOUR_ITEM" | "REPLY_TO_YOUR_COMMENT" | "MENTIONED_IN_COMMENT";
                            enabled: boolean;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    putNotificationSwitches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "ORDER_DEADLINE_APPROACHING" | "ORDER_FULFILLED" | "ORDER_DEADLINE_NOT_ORDERED" | "COMMENT_ON_YOUR_ITEM" | "REPLY_TO_YOUR_COMMENT" | "MENTIONED_IN_COMMENT";
                    enabled: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** @enum {string} */
                            type: "ORDER_DEADLINE_APPROACHING" | "ORDER_FULFILLED" | "ORDER_DEADLINE_NOT_ORDERED" | "COMMENT_ON_YOUR_ITEM" | "REPLY_TO_YOUR_COMMENT" | "MENTIONED_IN_COMMENT";
                            enabled: boolean;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getGroup: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sortBy?: "creationTime" | "name";
                order?: "asc" | "desc";
                tags?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            description: string;
                            /** Format: date-time */
                            creationTime: string;
                            memberCount: number;
                            memberPreview: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            }[];
                            myMembership: {
                                id: string;
                                isAdmin: boolean;
                            };
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            description: string;
                            /** Format: date-time */
                            creationTime: string;
                            memberships: {
                                id: string;
                                user: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                };
                                isAdmin: boolean;
                                /** Format: date-time */
                                joinedAt: string;
                            }[];
                            myMembership: {
                                id: string;
                                isAdmin: boolean;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getGroupById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            description: string;
                            /** Format: date-time */
                            creationTime: string;
                            memberships: {
                                id: string;
                                user: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                };
                                isAdmin: boolean;
                                /** Format: date-time */
                                joinedAt: string;
                            }[];
                            myMembership: {
                                id: string;
                                isAdmin: boolean;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    deleteGroupById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: Record<string, never>;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    patchGroupById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            description: string;
                            /** Format: date-time */
                            creationTime: string;
                            memberships: {
                                id: string;
                                user: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                };
                                isAdmin: boolean;
                                /** Format: date-time */
                                joinedAt: string;
                            }[];
                            myMembership: {
                                id: string;
                                isAdmin: boolean;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postMembershipLeave: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: Record<string, never>;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postMembershipPromote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    userId: string;
                    /** Format: uuid */
                    groupId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            description: string;
                            /** Format: date-time */
                            creationTime: string;
                            memberships: {
                                id: string;
                                user: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                };
                                isAdmin: boolean;
                                /** Format: date-time */
                                joinedAt: string;
                            }[];
                            myMembership: {
                                id: string;
                                isAdmin: boolean;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postMembershipKick: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    userId: string;
                    /** Format: uuid */
                    groupId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            description: string;
                            /** Format: date-time */
                            creationTime: string;
                            memberships: {
                                id: string;
                                user: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                };
                                isAdmin: boolean;
                                /** Format: date-time */
                                joinedAt: string;
                            }[];
                            myMembership: {
                                id: string;
                                isAdmin: boolean;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getInvitationLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                groupId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            createdBy: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            };
                            /** Format: date-time */
                            creationTime: string;
                            /** Format: date-time */
                            expiresAt: string;
                            uses: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postInvitationLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                groupId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            token: string;
                            url: string;
                            /** Format: date-time */
                            expiresAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    deleteInvitationLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                groupId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            revoked: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    deleteInvitationLinkById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                groupId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: Record<string, never>;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getInvitationLinkByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            group: {
                                id: string;
                                name: string;
                                description: string;
                            };
                            createdBy: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            };
                            /** Format: date-time */
                            expiresAt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postInvitationEnterByLinkByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            description: string;
                            /** Format: date-time */
                            creationTime: string;
                            memberships: {
                                id: string;
                                user: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                };
                                isAdmin: boolean;
                                /** Format: date-time */
                                joinedAt: string;
                            }[];
                            myMembership: {
                                id: string;
                                isAdmin: boolean;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getInvitationEmailsOfGroup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                groupId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            email: string;
                            group: {
                                id: string;
                                name: string;
                                description: string;
                            };
                            createdBy: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            };
                            /** Format: date-time */
                            creationTime: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postInvitationEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                groupId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            email: string;
                            group: {
                                id: string;
                                name: string;
                                description: string;
                            };
                            createdBy: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            };
                            /** Format: date-time */
                            creationTime: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    deleteInvitationEmailByEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                groupId: string;
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: Record<string, never>;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getInvitationEmailsToMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            email: string;
                            group: {
                                id: string;
                                name: string;
                                description: string;
                            };
                            createdBy: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            };
                            /** Format: date-time */
                            creationTime: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postInvitationEnterByEmailById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            description: string;
                            /** Format: date-time */
                            creationTime: string;
                            memberships: {
                                id: string;
                                user: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                };
                                isAdmin: boolean;
                                /** Format: date-time */
                                joinedAt: string;
                            }[];
                            myMembership: {
                                id: string;
                                isAdmin: boolean;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    deleteInvitationEmailById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: Record<string, never>;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getAccessCodeByGroupId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                groupId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            createdBy: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            };
                            /** Format: date-time */
                            creationTime: string;
                            /** Format: date-time */
                            expiresAt: string;
                            uses: number;
                            maxUses: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postAccessCodeByGroupId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                groupId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 10 */
                    uses?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            code: string;
                            /** Format: date-time */
                            expiresAt: string;
                            maxUses: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    deleteAccessCodeById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                groupId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: Record<string, never>;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postAccessCodeJoin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            description: string;
                            /** Format: date-time */
                            creationTime: string;
                            memberships: {
                                id: string;
                                user: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                };
                                isAdmin: boolean;
                                /** Format: date-time */
                                joinedAt: string;
                            }[];
                            myMembership: {
                                id: string;
                                isAdmin: boolean;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getNotification: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            type: "TEST" | "EVENT_APPLICATION_DEADLINE_APPROACHING" | "EVENT_TIME_APPROACHING" | "EVENT_DELETED" | "OFFER_CREATED" | "OFFER_STOCK_LIMIT_REACHED" | "ORDER_REJECTED" | "ORDER_DEADLINE_APPROACHING" | "WARNING_POST" | "GROUP_DETAILS_EDITED" | "KICKED_FROM_GROUP" | "INVITED_TO_GROUP" | "USER_JOINED_GROUP" | "USER_LEFT_GROUP" | "ORDER_FULFILLED" | "ORDER_DEADLINE_NOT_ORDERED" | "PRODUCER_CONNECTION_REQUESTED" | "COMMENT_ON_YOUR_ITEM" | "REPLY_TO_YOUR_COMMENT" | "MENTIONED_IN_COMMENT" | "COMMENT_HIDDEN" | "ITEM_HIDDEN";
                            variables: string;
                            path: string;
                            isSeen: boolean;
                            /** Format: date-time */
                            creationTime: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getNotificationCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            count: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    patchNotificationSeeAll: {
        parameters: {
            query?: {
                upTo?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: Record<string, never>;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    patchNotificationSee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: Record<string, never>;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postNotificationTest: {
        parameters: {
            query?: {
                delayed?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: Record<string, never>;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getUserPushKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            publicKey: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postUserToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    timeZone?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: Record<string, never>;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postUserCheckNotificationToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    timeZone?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            found: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postPhoto: {
        parameters: {
            query?: {
                alt?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            width: number;
                            height: number;
                            thumbhash: string;
                            widths: number[];
                            alt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getPhotoById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            width: number;
                            height: number;
                            thumbhash: string;
                            widths: number[];
                            alt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    deletePhotoById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: Record<string, never>;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    patchPhotoById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    alt: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            width: number;
                            height: number;
                            thumbhash: string;
                            widths: number[];
                            alt: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getPhotoVariant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                width: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Default Response */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getPost: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                tags?: string;
                before?: string;
                until?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            title: string;
                            description: string;
                            link: string | null;
                            tags: string;
                            author: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            };
                            group: {
                                id: string;
                                name: string;
                            };
                            photos: {
                                id: string;
                                width: number;
                                height: number;
                                thumbhash: string;
                                widths: number[];
                                alt: string;
                            }[];
                            /** Format: date-time */
                            creationTime: string;
                            editedTime: string | null;
                            commentCount: number;
                            hiddenReason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    groupId: string;
                    title: string;
                    description?: string;
                    tags?: string;
                    link?: string;
                    photoIds?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            title: string;
                            description: string;
                            link: string | null;
                            tags: string;
                            author: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            };
                            group: {
                                id: string;
                                name: string;
                            };
                            photos: {
                                id: string;
                                width: number;
                                height: number;
                                thumbhash: string;
                                widths: number[];
                                alt: string;
                            }[];
                            /** Format: date-time */
                            creationTime: string;
                            editedTime: string | null;
                            commentCount: number;
                            hiddenReason?: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getPostById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            title: string;
                            description: string;
                            link: string | null;
                            tags: string;
                            author: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            };
                            group: {
                                id: string;
                                name: string;
                            };
                            photos: {
                                id: string;
                                width: number;
                                height: number;
                                thumbhash: string;
                                widths: number[];
                                alt: string;
                            }[];
                            /** Format: date-time */
                            creationTime: string;
                            editedTime: string | null;
                            commentCount: number;
                            hiddenReason?: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    deletePostById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: Record<string, never>;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    patchPostById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    description?: string;
                    tags?: string;
                    link?: string | null;
                    photoIds?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            title: string;
                            description: string;
                            link: string | null;
                            tags: string;
                            author: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            };
                            group: {
                                id: string;
                                name: string;
                            };
                            photos: {
                                id: string;
                                width: number;
                                height: number;
                                thumbhash: string;
                                widths: number[];
                                alt: string;
                            }[];
                            /** Format: date-time */
                            creationTime: string;
                            editedTime: string | null;
                            commentCount: number;
                            hiddenReason?: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getProduct: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sortBy?: "creationTime" | "name" | "price";
                order?: "asc" | "desc";
                tags?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            tags: string;
                            description: string;
                            link: string | null;
                            producerId: string | null;
                            producer: {
                                connectionId: string;
                                userId: string | null;
                                name: string;
                                isPending: boolean;
                            } | null;
                            unit: number;
                            measure: string;
                            price: number;
                            stock: number | null;
                            offerCount: number;
                            photos: {
                                id: string;
                                width: number;
                                height: number;
                                thumbhash: string;
                                widths: number[];
                                alt: string;
                            }[];
                            /** Format: date-time */
                            creationTime: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    tags?: string;
                    description?: string;
                    link?: string;
                    producerId?: string | null;
                    unit: number;
                    measure: string;
                    price: number;
                    stock?: number | null;
                    photoIds?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            tags: string;
                            description: string;
                            link: string | null;
                            producerId: string | null;
                            producer: {
                                connectionId: string;
                                userId: string | null;
                                name: string;
                                isPending: boolean;
                            } | null;
                            unit: number;
                            measure: string;
                            price: number;
                            stock: number | null;
                            offerCount: number;
                            photos: {
                                id: string;
                                width: number;
                                height: number;
                                thumbhash: string;
                                widths: number[];
                                alt: string;
                            }[];
                            /** Format: date-time */
                            creationTime: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getProductById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            tags: string;
                            description: string;
                            link: string | null;
                            producerId: string | null;
                            producer: {
                                connectionId: string;
                                userId: string | null;
                                name: string;
                                isPending: boolean;
                            } | null;
                            unit: number;
                            measure: string;
                            price: number;
                            stock: number | null;
                            offerCount: number;
                            photos: {
                                id: string;
                                width: number;
                                height: number;
                                thumbhash: string;
                                widths: number[];
                                alt: string;
                            }[];
                            /** Format: date-time */
                            creationTime: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    deleteProductById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: Record<string, never>;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    patchProductById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    tags?: string;
                    description?: string;
                    link?: string;
                    producerId?: string | null;
                    unit?: number;
                    measure?: string;
                    price?: number;
                    stock?: number | null;
                    photoIds?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            tags: string;
                            description: string;
                            link: string | null;
                            producerId: string | null;
                            producer: {
                                connectionId: string;
                                userId: string | null;
                                name: string;
                                isPending: boolean;
                            } | null;
                            unit: number;
                            measure: string;
                            price: number;
                            stock: number | null;
                            offerCount: number;
                            photos: {
                                id: string;
                                width: number;
                                height: number;
                                thumbhash: string;
                                widths: number[];
                                alt: string;
                            }[];
                            /** Format: date-time */
                            creationTime: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getProducer: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sortBy?: "creationTime" | "name";
                order?: "asc" | "desc";
                tags?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            email: string;
                            /** @enum {string} */
                            status: "requested" | "accepted";
                            producer: {
                                id: string;
                                name: string;
                                username: string | null;
                                company: string;
                                /** Format: date-time */
                                creationTime: string;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                };
                            } | null;
                            /** Format: date-time */
                            creationTime: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postProducer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            email: string;
                            /** @enum {string} */
                            status: "requested" | "accepted";
                            producer: {
                                id: string;
                                name: string;
                                username: string | null;
                                company: string;
                                /** Format: date-time */
                                creationTime: string;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                };
                            } | null;
                            /** Format: date-time */
                            creationTime: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    deleteProducerById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: Record<string, never>;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getDealer: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sortBy?: "creationTime" | "name";
                order?: "asc" | "desc";
                tags?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            status: "requested" | "accepted";
                            dealer: {
                                id: string;
                                name: string;
                                username: string | null;
                                /** Format: date-time */
                                creationTime: string;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                };
                            };
                            /** Format: date-time */
                            requestedAt: string;
                            joinedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postDealerAccept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            status: "requested" | "accepted";
                            dealer: {
                                id: string;
                                name: string;
                                username: string | null;
                                /** Format: date-time */
                                creationTime: string;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                };
                            };
                            /** Format: date-time */
                            requestedAt: string;
                            joinedAt: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postDealerDecline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: Record<string, never>;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getOffer: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sortBy?: "creationTime" | "orderDeadline" | "delivery" | "price" | "name";
                order?: "asc" | "desc";
                tags?: string;
                hidePast?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            group: {
                                id: string;
                                name: string;
                            };
                            dealer: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            };
                            producer: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            } | null;
                            product: {
                                id: string;
                                name: string;
                                tags: string;
                                description: string;
                                photos: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                }[];
                            };
                            price: number;
                            unit: number;
                            measure: string;
                            /** Format: date-time */
                            orderDeadline: string;
                            /** Format: date-time */
                            delivery: string;
                            pickupPlace: string | null;
                            purchaseTime?: string | null;
                            totalAmount: number;
                            availableAmount: number;
                            /** Format: date-time */
                            creationTime: string;
                            commentCount: number;
                            hiddenReason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postOffer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    productId: string;
                    /** Format: uuid */
                    groupId: string;
                    price?: number;
                    orderDeadline: string;
                    purchaseTime?: string | null;
                    delivery: string;
                    pickupPlace?: string | null;
                    totalAmount: number;
                    producerInGroupConfirmed?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            group: {
                                id: string;
                                name: string;
                            };
                            dealer: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            };
                            producer: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            } | null;
                            product: {
                                id: string;
                                name: string;
                                tags: string;
                                description: string;
                                photos: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                }[];
                            };
                            price: number;
                            unit: number;
                            measure: string;
                            /** Format: date-time */
                            orderDeadline: string;
                            /** Format: date-time */
                            delivery: string;
                            pickupPlace: string | null;
                            purchaseTime?: string | null;
                            totalAmount: number;
                            availableAmount: number;
                            /** Format: date-time */
                            creationTime: string;
                            commentCount: number;
                            hiddenReason?: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    patchOffer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    id: string;
                    totalAmount?: number;
                    pickupPlace?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            group: {
                                id: string;
                                name: string;
                            };
                            dealer: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            };
                            producer: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            } | null;
                            product: {
                                id: string;
                                name: string;
                                tags: string;
                                description: string;
                                photos: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                }[];
                            };
                            price: number;
                            unit: number;
                            measure: string;
                            /** Format: date-time */
                            orderDeadline: string;
                            /** Format: date-time */
                            delivery: string;
                            pickupPlace: string | null;
                            purchaseTime?: string | null;
                            totalAmount: number;
                            availableAmount: number;
                            /** Format: date-time */
                            creationTime: string;
                            commentCount: number;
                            hiddenReason?: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getOfferMine: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sortBy?: "creationTime" | "orderDeadline" | "delivery" | "price" | "name";
                order?: "asc" | "desc";
                tags?: string;
                hidePast?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            group: {
                                id: string;
                                name: string;
                            };
                            dealer: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            };
                            producer: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            } | null;
                            product: {
                                id: string;
                                name: string;
                                tags: string;
                                description: string;
                                photos: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                }[];
                            };
                            price: number;
                            unit: number;
                            measure: string;
                            /** Format: date-time */
                            orderDeadline: string;
                            /** Format: date-time */
                            delivery: string;
                            pickupPlace: string | null;
                            purchaseTime?: string | null;
                            totalAmount: number;
                            availableAmount: number;
                            /** Format: date-time */
                            creationTime: string;
                            commentCount: number;
                            hiddenReason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getDealerOffer: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sortBy?: "creationTime" | "orderDeadline" | "delivery" | "price" | "name";
                order?: "asc" | "desc";
                tags?: string;
                hidePast?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            group: {
                                id: string;
                                name: string;
                            };
                            dealer: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            };
                            producer: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            } | null;
                            product: {
                                id: string;
                                name: string;
                                tags: string;
                                description: string;
                                photos: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                }[];
                            };
                            price: number;
                            unit: number;
                            measure: string;
                            /** Format: date-time */
                            orderDeadline: string;
                            /** Format: date-time */
                            delivery: string;
                            pickupPlace: string | null;
                            totalAmount: number;
                            availableAmount: number;
                            /** Format: date-time */
                            creationTime: string;
                            commentCount: number;
                            hiddenReason?: string;
                            orderedAmount: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getOfferById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            group: {
                                id: string;
                                name: string;
                            };
                            dealer: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            };
                            producer: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            } | null;
                            product: {
                                id: string;
                                name: string;
                                tags: string;
                                description: string;
                                photos: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                }[];
                            };
                            price: number;
                            unit: number;
                            measure: string;
                            /** Format: date-time */
                            orderDeadline: string;
                            /** Format: date-time */
                            delivery: string;
                            pickupPlace: string | null;
                            purchaseTime?: string | null;
                            totalAmount: number;
                            availableAmount: number;
                            /** Format: date-time */
                            creationTime: string;
                            commentCount: number;
                            hiddenReason?: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    deleteOfferById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: Record<string, never>;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getOrder: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                state?: "open" | "fulfilled" | "rejected" | "all";
                sortBy?: "delivery" | "date";
                offerId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            offer: {
                                id: string;
                                group: {
                                    id: string;
                                    name: string;
                                };
                                dealer: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                };
                                producer: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                } | null;
                                product: {
                                    id: string;
                                    name: string;
                                    tags: string;
                                    description: string;
                                    photos: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    }[];
                                };
                                price: number;
                                unit: number;
                                measure: string;
                                /** Format: date-time */
                                orderDeadline: string;
                                /** Format: date-time */
                                delivery: string;
                                pickupPlace: string | null;
                                purchaseTime?: string | null;
                                totalAmount: number;
                                availableAmount: number;
                                /** Format: date-time */
                                creationTime: string;
                                commentCount: number;
                                hiddenReason?: string;
                            };
                            buyer: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            };
                            amount: number;
                            total: number;
                            isFulfilled: boolean;
                            fulfilledTime: string | null;
                            rejection: {
                                reason: string;
                                /** Format: date-time */
                                time: string;
                            } | null;
                            evaluation: {
                                rating: number;
                                comment: string;
                                /** Format: date-time */
                                time: string;
                            } | null;
                            /** Format: date-time */
                            date: string;
                            buyerIsMember: boolean;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    offerId: string;
                    amount: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            offer: {
                                id: string;
                                group: {
                                    id: string;
                                    name: string;
                                };
                                dealer: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                };
                                producer: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                } | null;
                                product: {
                                    id: string;
                                    name: string;
                                    tags: string;
                                    description: string;
                                    photos: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    }[];
                                };
                                price: number;
                                unit: number;
                                measure: string;
                                /** Format: date-time */
                                orderDeadline: string;
                                /** Format: date-time */
                                delivery: string;
                                pickupPlace: string | null;
                                purchaseTime?: string | null;
                                totalAmount: number;
                                availableAmount: number;
                                /** Format: date-time */
                                creationTime: string;
                                commentCount: number;
                                hiddenReason?: string;
                            };
                            buyer: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            };
                            amount: number;
                            total: number;
                            isFulfilled: boolean;
                            fulfilledTime: string | null;
                            rejection: {
                                reason: string;
                                /** Format: date-time */
                                time: string;
                            } | null;
                            evaluation: {
                                rating: number;
                                comment: string;
                                /** Format: date-time */
                                time: string;
                            } | null;
                            /** Format: date-time */
                            date: string;
                            buyerIsMember: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getOrderById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            offer: {
                                id: string;
                                group: {
                                    id: string;
                                    name: string;
                                };
                                dealer: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                };
                                producer: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                } | null;
                                product: {
                                    id: string;
                                    name: string;
                                    tags: string;
                                    description: string;
                                    photos: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    }[];
                                };
                                price: number;
                                unit: number;
                                measure: string;
                                /** Format: date-time */
                                orderDeadline: string;
                                /** Format: date-time */
                                delivery: string;
                                pickupPlace: string | null;
                                purchaseTime?: string | null;
                                totalAmount: number;
                                availableAmount: number;
                                /** Format: date-time */
                                creationTime: string;
                                commentCount: number;
                                hiddenReason?: string;
                            };
                            buyer: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            };
                            amount: number;
                            total: number;
                            isFulfilled: boolean;
                            fulfilledTime: string | null;
                            rejection: {
                                reason: string;
                                /** Format: date-time */
                                time: string;
                            } | null;
                            evaluation: {
                                rating: number;
                                comment: string;
                                /** Format: date-time */
                                time: string;
                            } | null;
                            /** Format: date-time */
                            date: string;
                            buyerIsMember: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    deleteOrderById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: Record<string, never>;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    patchOrderById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            offer: {
                                id: string;
                                group: {
                                    id: string;
                                    name: string;
                                };
                                dealer: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                };
                                producer: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                } | null;
                                product: {
                                    id: string;
                                    name: string;
                                    tags: string;
                                    description: string;
                                    photos: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    }[];
                                };
                                price: number;
                                unit: number;
                                measure: string;
                                /** Format: date-time */
                                orderDeadline: string;
                                /** Format: date-time */
                                delivery: string;
                                pickupPlace: string | null;
                                purchaseTime?: string | null;
                                totalAmount: number;
                                availableAmount: number;
                                /** Format: date-time */
                                creationTime: string;
                                commentCount: number;
                                hiddenReason?: string;
                            };
                            buyer: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            };
                            amount: number;
                            total: number;
                            isFulfilled: boolean;
                            fulfilledTime: string | null;
                            rejection: {
                                reason: string;
                                /** Format: date-time */
                                time: string;
                            } | null;
                            evaluation: {
                                rating: number;
                                comment: string;
                                /** Format: date-time */
                                time: string;
                            } | null;
                            /** Format: date-time */
                            date: string;
                            buyerIsMember: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getSale: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sortBy?: "delivery" | "orderDeadline" | "name";
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            offer: {
                                id: string;
                                group: {
                                    id: string;
                                    name: string;
                                };
                                dealer: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                };
                                producer: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                } | null;
                                product: {
                                    id: string;
                                    name: string;
                                    tags: string;
                                    description: string;
                                    photos: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    }[];
                                };
                                price: number;
                                unit: number;
                                measure: string;
                                /** Format: date-time */
                                orderDeadline: string;
                                /** Format: date-time */
                                delivery: string;
                                pickupPlace: string | null;
                                purchaseTime?: string | null;
                                totalAmount: number;
                                availableAmount: number;
                                /** Format: date-time */
                                creationTime: string;
                                commentCount: number;
                                hiddenReason?: string;
                            };
                            orderCount: number;
                            toFulfilCount: number;
                            orderedAmount: number;
                            total: number;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getSaleById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            offer: {
                                id: string;
                                group: {
                                    id: string;
                                    name: string;
                                };
                                dealer: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                };
                                producer: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                } | null;
                                product: {
                                    id: string;
                                    name: string;
                                    tags: string;
                                    description: string;
                                    photos: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    }[];
                                };
                                price: number;
                                unit: number;
                                measure: string;
                                /** Format: date-time */
                                orderDeadline: string;
                                /** Format: date-time */
                                delivery: string;
                                pickupPlace: string | null;
                                purchaseTime?: string | null;
                                totalAmount: number;
                                availableAmount: number;
                                /** Format: date-time */
                                creationTime: string;
                                commentCount: number;
                                hiddenReason?: string;
                            };
                            orderCount: number;
                            toFulfilCount: number;
                            orderedAmount: number;
                            total: number;
                            orders: {
                                id: string;
                                buyer: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                };
                                amount: number;
                                total: number;
                                isFulfilled: boolean;
                                fulfilledTime: string | null;
                                rejection: {
                                    reason: string;
                                    /** Format: date-time */
                                    time: string;
                                } | null;
                                /** Format: date-time */
                                date: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getSaleCsv: {
        parameters: {
            query?: {
                timeZone?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postSaleFulfil: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            buyer: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            };
                            amount: number;
                            total: number;
                            isFulfilled: boolean;
                            fulfilledTime: string | null;
                            rejection: {
                                reason: string;
                                /** Format: date-time */
                                time: string;
                            } | null;
                            /** Format: date-time */
                            date: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postSaleUnfulfil: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            buyer: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            };
                            amount: number;
                            total: number;
                            isFulfilled: boolean;
                            fulfilledTime: string | null;
                            rejection: {
                                reason: string;
                                /** Format: date-time */
                                time: string;
                            } | null;
                            /** Format: date-time */
                            date: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postSaleReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            buyer: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            };
                            amount: number;
                            total: number;
                            isFulfilled: boolean;
                            fulfilledTime: string | null;
                            rejection: {
                                reason: string;
                                /** Format: date-time */
                                time: string;
                            } | null;
                            /** Format: date-time */
                            date: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postOrderEvaluation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rating: number;
                    comment?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            offer: {
                                id: string;
                                group: {
                                    id: string;
                                    name: string;
                                };
                                dealer: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                };
                                producer: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                } | null;
                                product: {
                                    id: string;
                                    name: string;
                                    tags: string;
                                    description: string;
                                    photos: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    }[];
                                };
                                price: number;
                                unit: number;
                                measure: string;
                                /** Format: date-time */
                                orderDeadline: string;
                                /** Format: date-time */
                                delivery: string;
                                pickupPlace: string | null;
                                purchaseTime?: string | null;
                                totalAmount: number;
                                availableAmount: number;
                                /** Format: date-time */
                                creationTime: string;
                                commentCount: number;
                                hiddenReason?: string;
                            };
                            buyer: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            };
                            amount: number;
                            total: number;
                            isFulfilled: boolean;
                            fulfilledTime: string | null;
                            rejection: {
                                reason: string;
                                /** Format: date-time */
                                time: string;
                            } | null;
                            evaluation: {
                                rating: number;
                                comment: string;
                                /** Format: date-time */
                                time: string;
                            } | null;
                            /** Format: date-time */
                            date: string;
                            buyerIsMember: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getUserEvaluations: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            average: number | null;
                            count: number;
                            items: {
                                rating: number;
                                comment: string;
                                buyer: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                };
                                productName: string;
                                /** Format: date-time */
                                time: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getFeed: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                tags?: string;
                before?: string;
                until?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: ({
                            id: string;
                            /** @enum {string} */
                            type: "post";
                            data: {
                                id: string;
                                title: string;
                                description: string;
                                link: string | null;
                                tags: string;
                                author: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                };
                                group: {
                                    id: string;
                                    name: string;
                                };
                                photos: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                }[];
                                /** Format: date-time */
                                creationTime: string;
                                editedTime: string | null;
                                commentCount: number;
                                hiddenReason?: string;
                            };
                        } | {
                            id: string;
                            /** @enum {string} */
                            type: "offer";
                            data: {
                                id: string;
                                group: {
                                    id: string;
                                    name: string;
                                };
                                dealer: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                };
                                producer: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                } | null;
                                product: {
                                    id: string;
                                    name: string;
                                    tags: string;
                                    description: string;
                                    photos: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    }[];
                                };
                                price: number;
                                unit: number;
                                measure: string;
                                /** Format: date-time */
                                orderDeadline: string;
                                /** Format: date-time */
                                delivery: string;
                                pickupPlace: string | null;
                                purchaseTime?: string | null;
                                totalAmount: number;
                                availableAmount: number;
                                /** Format: date-time */
                                creationTime: string;
                                commentCount: number;
                                hiddenReason?: string;
                            };
                        } | {
                            id: string;
                            /** @enum {string} */
                            type: "event";
                            data: {
                                id: string;
                                name: string;
                                description: string;
                                location: string;
                                /** Format: date-time */
                                time: string;
                                /** Format: date-time */
                                applicationDeadline: string;
                                tags: string;
                                author: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                };
                                group: {
                                    id: string;
                                    name: string;
                                };
                                photos: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                }[];
                                /** Format: date-time */
                                creationTime: string;
                                editedTime: string | null;
                                series: {
                                    id: string;
                                    /** @enum {string} */
                                    frequency: "weekly" | "biweekly" | "monthly";
                                    timeZone: string;
                                    position: number;
                                    count: number;
                                } | null;
                                yesCount: number;
                                noCount: number;
                                myApplication: boolean | null;
                                applicants: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                }[];
                                declined: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                }[] | null;
                                commentCount: number;
                                hiddenReason?: string;
                            };
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getGroupFeed: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                tags?: string;
                before?: string;
                until?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: ({
                            id: string;
                            /** @enum {string} */
                            type: "post";
                            data: {
                                id: string;
                                title: string;
                                description: string;
                                link: string | null;
                                tags: string;
                                author: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                };
                                group: {
                                    id: string;
                                    name: string;
                                };
                                photos: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                }[];
                                /** Format: date-time */
                                creationTime: string;
                                editedTime: string | null;
                                commentCount: number;
                                hiddenReason?: string;
                            };
                        } | {
                            id: string;
                            /** @enum {string} */
                            type: "offer";
                            data: {
                                id: string;
                                group: {
                                    id: string;
                                    name: string;
                                };
                                dealer: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                };
                                producer: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                } | null;
                                product: {
                                    id: string;
                                    name: string;
                                    tags: string;
                                    description: string;
                                    photos: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    }[];
                                };
                                price: number;
                                unit: number;
                                measure: string;
                                /** Format: date-time */
                                orderDeadline: string;
                                /** Format: date-time */
                                delivery: string;
                                pickupPlace: string | null;
                                purchaseTime?: string | null;
                                totalAmount: number;
                                availableAmount: number;
                                /** Format: date-time */
                                creationTime: string;
                                commentCount: number;
                                hiddenReason?: string;
                            };
                        } | {
                            id: string;
                            /** @enum {string} */
                            type: "event";
                            data: {
                                id: string;
                                name: string;
                                description: string;
                                location: string;
                                /** Format: date-time */
                                time: string;
                                /** Format: date-time */
                                applicationDeadline: string;
                                tags: string;
                                author: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                };
                                group: {
                                    id: string;
                                    name: string;
                                };
                                photos: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                }[];
                                /** Format: date-time */
                                creationTime: string;
                                editedTime: string | null;
                                series: {
                                    id: string;
                                    /** @enum {string} */
                                    frequency: "weekly" | "biweekly" | "monthly";
                                    timeZone: string;
                                    position: number;
                                    count: number;
                                } | null;
                                yesCount: number;
                                noCount: number;
                                myApplication: boolean | null;
                                applicants: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                }[];
                                declined: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                }[] | null;
                                commentCount: number;
                                hiddenReason?: string;
                            };
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getUserFeed: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                tags?: string;
                before?: string;
                until?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: ({
                            id: string;
                            /** @enum {string} */
                            type: "post";
                            data: {
                                id: string;
                                title: string;
                                description: string;
                                link: string | null;
                                tags: string;
                                author: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                };
                                group: {
                                    id: string;
                                    name: string;
                                };
                                photos: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                }[];
                                /** Format: date-time */
                                creationTime: string;
                                editedTime: string | null;
                                commentCount: number;
                                hiddenReason?: string;
                            };
                        } | {
                            id: string;
                            /** @enum {string} */
                            type: "offer";
                            data: {
                                id: string;
                                group: {
                                    id: string;
                                    name: string;
                                };
                                dealer: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                };
                                producer: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                } | null;
                                product: {
                                    id: string;
                                    name: string;
                                    tags: string;
                                    description: string;
                                    photos: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    }[];
                                };
                                price: number;
                                unit: number;
                                measure: string;
                                /** Format: date-time */
                                orderDeadline: string;
                                /** Format: date-time */
                                delivery: string;
                                pickupPlace: string | null;
                                purchaseTime?: string | null;
                                totalAmount: number;
                                availableAmount: number;
                                /** Format: date-time */
                                creationTime: string;
                                commentCount: number;
                                hiddenReason?: string;
                            };
                        } | {
                            id: string;
                            /** @enum {string} */
                            type: "event";
                            data: {
                                id: string;
                                name: string;
                                description: string;
                                location: string;
                                /** Format: date-time */
                                time: string;
                                /** Format: date-time */
                                applicationDeadline: string;
                                tags: string;
                                author: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                };
                                group: {
                                    id: string;
                                    name: string;
                                };
                                photos: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                }[];
                                /** Format: date-time */
                                creationTime: string;
                                editedTime: string | null;
                                series: {
                                    id: string;
                                    /** @enum {string} */
                                    frequency: "weekly" | "biweekly" | "monthly";
                                    timeZone: string;
                                    position: number;
                                    count: number;
                                } | null;
                                yesCount: number;
                                noCount: number;
                                myApplication: boolean | null;
                                applicants: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                }[];
                                declined: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                }[] | null;
                                commentCount: number;
                                hiddenReason?: string;
                            };
                        })[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getEvent: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                sortBy?: "time" | "creationTime" | "name";
                order?: "asc" | "desc";
                tags?: string;
                hidePast?: "true" | "false";
                seriesId?: string;
                groupId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            description: string;
                            location: string;
                            /** Format: date-time */
                            time: string;
                            /** Format: date-time */
                            applicationDeadline: string;
                            tags: string;
                            author: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            };
                            group: {
                                id: string;
                                name: string;
                            };
                            photos: {
                                id: string;
                                width: number;
                                height: number;
                                thumbhash: string;
                                widths: number[];
                                alt: string;
                            }[];
                            /** Format: date-time */
                            creationTime: string;
                            editedTime: string | null;
                            series: {
                                id: string;
                                /** @enum {string} */
                                frequency: "weekly" | "biweekly" | "monthly";
                                timeZone: string;
                                position: number;
                                count: number;
                            } | null;
                            yesCount: number;
                            noCount: number;
                            myApplication: boolean | null;
                            applicants: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            }[];
                            declined: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            }[] | null;
                            commentCount: number;
                            hiddenReason?: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    groupId: string;
                    name: string;
                    description?: string;
                    location?: string;
                    time: string;
                    applicationDeadline?: string;
                    tags?: string;
                    repeat?: {
                        /** @enum {string} */
                        frequency: "weekly" | "biweekly" | "monthly";
                        timeZone: string;
                        until?: string;
                        count?: number;
                    };
                    photoIds?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            description: string;
                            location: string;
                            /** Format: date-time */
                            time: string;
                            /** Format: date-time */
                            applicationDeadline: string;
                            tags: string;
                            author: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            };
                            group: {
                                id: string;
                                name: string;
                            };
                            photos: {
                                id: string;
                                width: number;
                                height: number;
                                thumbhash: string;
                                widths: number[];
                                alt: string;
                            }[];
                            /** Format: date-time */
                            creationTime: string;
                            editedTime: string | null;
                            series: {
                                id: string;
                                /** @enum {string} */
                                frequency: "weekly" | "biweekly" | "monthly";
                                timeZone: string;
                                position: number;
                                count: number;
                            } | null;
                            yesCount: number;
                            noCount: number;
                            myApplication: boolean | null;
                            applicants: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            }[];
                            declined: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            }[] | null;
                            commentCount: number;
                            hiddenReason?: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getEventById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            description: string;
                            location: string;
                            /** Format: date-time */
                            time: string;
                            /** Format: date-time */
                            applicationDeadline: string;
                            tags: string;
                            author: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            };
                            group: {
                                id: string;
                                name: string;
                            };
                            photos: {
                                id: string;
                                width: number;
                                height: number;
                                thumbhash: string;
                                widths: number[];
                                alt: string;
                            }[];
                            /** Format: date-time */
                            creationTime: string;
                            editedTime: string | null;
                            series: {
                                id: string;
                                /** @enum {string} */
                                frequency: "weekly" | "biweekly" | "monthly";
                                timeZone: string;
                                position: number;
                                count: number;
                            } | null;
                            yesCount: number;
                            noCount: number;
                            myApplication: boolean | null;
                            applicants: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            }[];
                            declined: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            }[] | null;
                            commentCount: number;
                            hiddenReason?: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    deleteEventById: {
        parameters: {
            query?: {
                scope?: "this" | "following";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: Record<string, never>;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    patchEventById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string;
                    location?: string;
                    time?: string;
                    applicationDeadline?: string;
                    tags?: string;
                    photoIds?: string[];
                    /**
                     * @default this
                     * @enum {string}
                     */
                    scope?: "this" | "following";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            description: string;
                            location: string;
                            /** Format: date-time */
                            time: string;
                            /** Format: date-time */
                            applicationDeadline: string;
                            tags: string;
                            author: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            };
                            group: {
                                id: string;
                                name: string;
                            };
                            photos: {
                                id: string;
                                width: number;
                                height: number;
                                thumbhash: string;
                                widths: number[];
                                alt: string;
                            }[];
                            /** Format: date-time */
                            creationTime: string;
                            editedTime: string | null;
                            series: {
                                id: string;
                                /** @enum {string} */
                                frequency: "weekly" | "biweekly" | "monthly";
                                timeZone: string;
                                position: number;
                                count: number;
                            } | null;
                            yesCount: number;
                            noCount: number;
                            myApplication: boolean | null;
                            applicants: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            }[];
                            declined: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            }[] | null;
                            commentCount: number;
                            hiddenReason?: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postEventApplication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    eventId: string;
                    apply: boolean | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            description: string;
                            location: string;
                            /** Format: date-time */
                            time: string;
                            /** Format: date-time */
                            applicationDeadline: string;
                            tags: string;
                            author: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            };
                            group: {
                                id: string;
                                name: string;
                            };
                            photos: {
                                id: string;
                                width: number;
                                height: number;
                                thumbhash: string;
                                widths: number[];
                                alt: string;
                            }[];
                            /** Format: date-time */
                            creationTime: string;
                            editedTime: string | null;
                            series: {
                                id: string;
                                /** @enum {string} */
                                frequency: "weekly" | "biweekly" | "monthly";
                                timeZone: string;
                                position: number;
                                count: number;
                            } | null;
                            yesCount: number;
                            noCount: number;
                            myApplication: boolean | null;
                            applicants: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            }[];
                            declined: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            }[] | null;
                            commentCount: number;
                            hiddenReason?: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getComment: {
        parameters: {
            query: {
                itemType: "post" | "offer" | "event";
                itemId: string;
                cursor?: string;
                after?: string;
                before?: string;
                newest?: "true" | "false";
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            comments: {
                                id: string;
                                /** @enum {string} */
                                itemType: "post" | "offer" | "event";
                                itemId: string;
                                parentId: string | null;
                                author: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                };
                                body: string;
                                deleted: boolean;
                                mentions: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                }[];
                                /** Format: date-time */
                                creationTime: string;
                                editedTime: string | null;
                                canEdit: boolean;
                                canDelete: boolean;
                                hidden: boolean;
                                hiddenReason: string | null;
                                canReport: boolean;
                            }[];
                            nextCursor: string | null;
                            previousCursor: string | null;
                            total: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postComment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    itemType: "post" | "offer" | "event";
                    /** Format: uuid */
                    itemId: string;
                    /** Format: uuid */
                    parentId?: string;
                    body: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            itemType: "post" | "offer" | "event";
                            itemId: string;
                            parentId: string | null;
                            author: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            };
                            body: string;
                            deleted: boolean;
                            mentions: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            }[];
                            /** Format: date-time */
                            creationTime: string;
                            editedTime: string | null;
                            canEdit: boolean;
                            canDelete: boolean;
                            hidden: boolean;
                            hiddenReason: string | null;
                            canReport: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getCommentMentionable: {
        parameters: {
            query: {
                itemType: "post" | "offer" | "event";
                itemId: string;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            name: string;
                            username: string;
                            avatar?: {
                                id: string;
                                width: number;
                                height: number;
                                thumbhash: string;
                                widths: number[];
                                alt: string;
                            } | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getCommentReport: {
        parameters: {
            query?: {
                groupId?: string;
                status?: "open" | "hidden" | "dismissed";
                limit?: number;
                skip?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            reason: "spam" | "offensive" | "other";
                            text: string;
                            reporter: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            };
                            /** Format: date-time */
                            creationTime: string;
                            /** @enum {string} */
                            status: "open" | "hidden" | "dismissed";
                            resolvedTime: string | null;
                            group: {
                                id: string;
                                name: string;
                            };
                            comment: {
                                id: string;
                                /** @enum {string} */
                                itemType: "post" | "offer" | "event";
                                itemId: string;
                                author: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                };
                                body: string;
                                hidden: boolean;
                            };
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postCommentReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    reason: "spam" | "offensive" | "other";
                    text?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postCommentReportHide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            reason: "spam" | "offensive" | "other";
                            text: string;
                            reporter: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            };
                            /** Format: date-time */
                            creationTime: string;
                            /** @enum {string} */
                            status: "open" | "hidden" | "dismissed";
                            resolvedTime: string | null;
                            group: {
                                id: string;
                                name: string;
                            };
                            comment: {
                                id: string;
                                /** @enum {string} */
                                itemType: "post" | "offer" | "event";
                                itemId: string;
                                author: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                };
                                body: string;
                                hidden: boolean;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postCommentReportDismiss: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            reason: "spam" | "offensive" | "other";
                            text: string;
                            reporter: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            };
                            /** Format: date-time */
                            creationTime: string;
                            /** @enum {string} */
                            status: "open" | "hidden" | "dismissed";
                            resolvedTime: string | null;
                            group: {
                                id: string;
                                name: string;
                            };
                            comment: {
                                id: string;
                                /** @enum {string} */
                                itemType: "post" | "offer" | "event";
                                itemId: string;
                                author: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                };
                                body: string;
                                hidden: boolean;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    deleteCommentById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: Record<string, never>;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    patchCommentById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            itemType: "post" | "offer" | "event";
                            itemId: string;
                            parentId: string | null;
                            author: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            };
                            body: string;
                            deleted: boolean;
                            mentions: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            }[];
                            /** Format: date-time */
                            creationTime: string;
                            editedTime: string | null;
                            canEdit: boolean;
                            canDelete: boolean;
                            hidden: boolean;
                            hiddenReason: string | null;
                            canReport: boolean;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postPostReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    reason: "spam" | "offensive" | "other";
                    text?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postOfferReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    reason: "spam" | "offensive" | "other";
                    text?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postEventReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    reason: "spam" | "offensive" | "other";
                    text?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getReport: {
        parameters: {
            query?: {
                groupId?: string;
                status?: "open" | "hidden" | "dismissed";
                limit?: number;
                skip?: number;
                kind?: "comment" | "post" | "offer" | "event";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            kind: "comment" | "post" | "offer" | "event";
                            /** @enum {string} */
                            reason: "spam" | "offensive" | "other";
                            text: string;
                            reporter: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            };
                            /** Format: date-time */
                            creationTime: string;
                            /** @enum {string} */
                            status: "open" | "hidden" | "dismissed";
                            resolvedTime: string | null;
                            group: {
                                id: string;
                                name: string;
                            };
                            target: {
                                id: string;
                                /** @enum {string} */
                                itemType: "post" | "offer" | "event";
                                itemId: string;
                                author: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                };
                                body: string;
                                hidden: boolean;
                            };
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getReportCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            open: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postReportHide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            kind: "comment" | "post" | "offer" | "event";
                            /** @enum {string} */
                            reason: "spam" | "offensive" | "other";
                            text: string;
                            reporter: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            };
                            /** Format: date-time */
                            creationTime: string;
                            /** @enum {string} */
                            status: "open" | "hidden" | "dismissed";
                            resolvedTime: string | null;
                            group: {
                                id: string;
                                name: string;
                            };
                            target: {
                                id: string;
                                /** @enum {string} */
                                itemType: "post" | "offer" | "event";
                                itemId: string;
                                author: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                };
                                body: string;
                                hidden: boolean;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postReportDismiss: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            kind: "comment" | "post" | "offer" | "event";
                            /** @enum {string} */
                            reason: "spam" | "offensive" | "other";
                            text: string;
                            reporter: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            };
                            /** Format: date-time */
                            creationTime: string;
                            /** @enum {string} */
                            status: "open" | "hidden" | "dismissed";
                            resolvedTime: string | null;
                            group: {
                                id: string;
                                name: string;
                            };
                            target: {
                                id: string;
                                /** @enum {string} */
                                itemType: "post" | "offer" | "event";
                                itemId: string;
                                author: {
                                    id: string;
                                    name: string;
                                    username: string | null;
                                    avatar?: {
                                        id: string;
                                        width: number;
                                        height: number;
                                        thumbhash: string;
                                        widths: number[];
                                        alt: string;
                                    } | null;
                                };
                                body: string;
                                hidden: boolean;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getCalendar: {
        parameters: {
            query: {
                from: string;
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            events: {
                                id: string;
                                title: string;
                                path: string;
                                group: {
                                    id: string;
                                    name: string;
                                } | null;
                                /** Format: date-time */
                                creationTime: string;
                                own: boolean;
                                subject: string;
                                marks: {
                                    /** @enum {string} */
                                    kind: "event" | "event_deadline" | "event_applied" | "order_deadline" | "purchase_date" | "delivery_date";
                                    /** Format: date-time */
                                    time: string;
                                }[];
                                location: string | null;
                            }[];
                            offers: {
                                id: string;
                                title: string;
                                path: string;
                                group: {
                                    id: string;
                                    name: string;
                                } | null;
                                /** Format: date-time */
                                creationTime: string;
                                own: boolean;
                                subject: string;
                                marks: {
                                    /** @enum {string} */
                                    kind: "event" | "event_deadline" | "event_applied" | "order_deadline" | "purchase_date" | "delivery_date";
                                    /** Format: date-time */
                                    time: string;
                                }[];
                                location: string | null;
                            }[];
                            orders: {
                                id: string;
                                title: string;
                                path: string;
                                group: {
                                    id: string;
                                    name: string;
                                } | null;
                                /** Format: date-time */
                                creationTime: string;
                                own: boolean;
                                subject: string;
                                marks: {
                                    /** @enum {string} */
                                    kind: "event" | "event_deadline" | "event_applied" | "order_deadline" | "purchase_date" | "delivery_date";
                                    /** Format: date-time */
                                    time: string;
                                }[];
                                location: string | null;
                            }[];
                            sales: {
                                id: string;
                                title: string;
                                path: string;
                                group: {
                                    id: string;
                                    name: string;
                                } | null;
                                /** Format: date-time */
                                creationTime: string;
                                own: boolean;
                                subject: string;
                                marks: {
                                    /** @enum {string} */
                                    kind: "event" | "event_deadline" | "event_applied" | "order_deadline" | "purchase_date" | "delivery_date";
                                    /** Format: date-time */
                                    time: string;
                                }[];
                                location: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getCalendarSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            url: string;
                            /** Format: date-time */
                            creationTime: string;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postCalendarSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            url: string;
                            /** Format: date-time */
                            creationTime: string;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    deleteCalendarSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: Record<string, never>;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getCalendarIcsByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getFeedback: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                status?: "open" | "done";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            text: string;
                            path: string | null;
                            author: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            } | null;
                            /** Format: date-time */
                            creationTime: string;
                            doneTime: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postFeedback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                    path?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            text: string;
                            path: string | null;
                            author: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            } | null;
                            /** Format: date-time */
                            creationTime: string;
                            doneTime: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    patchFeedbackById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    done: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            text: string;
                            path: string | null;
                            author: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            } | null;
                            /** Format: date-time */
                            creationTime: string;
                            doneTime: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getUserExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /** Format: date-time */
                            exportedAt: string;
                            sections: {
                                name: string;
                                data: {
                                    [key: string]: unknown;
                                }[] | {
                                    [key: string]: unknown;
                                };
                            }[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getTranslation: {
        parameters: {
            query: {
                language: "hu" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            texts: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postTranslation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    key: string;
                    hu: string;
                    en: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            key: string;
                            hu: string;
                            en: string;
                            fileHu: string | null;
                            fileEn: string | null;
                            editedTime: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    patchTranslation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    key: string;
                    hu: string;
                    en: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            key: string;
                            hu: string;
                            en: string;
                            fileHu: string | null;
                            fileEn: string | null;
                            editedTime: string | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getTranslationKeys: {
        parameters: {
            query?: {
                limit?: number;
                skip?: number;
                search?: string;
                changed?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            key: string;
                            hu: string;
                            en: string;
                            fileHu: string | null;
                            fileEn: string | null;
                            editedTime: string | null;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getTranslationSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            total: number;
                            changed: number;
                            missing: number;
                            lastEditTime: string | null;
                            lastEditedBy: {
                                id: string;
                                name: string;
                                username: string | null;
                                avatar?: {
                                    id: string;
                                    width: number;
                                    height: number;
                                    thumbhash: string;
                                    widths: number[];
                                    alt: string;
                                } | null;
                            } | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    getTranslationChanges: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            [key: string]: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    deleteTranslationChanges: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            restored: number;
                            removed: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
    postTranslationMissing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            added: number;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        status: number;
                        errors: {
                            [key: string]: string[];
                        };
                    };
                };
            };
        };
    };
}
