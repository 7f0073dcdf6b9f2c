-- A notification's communication (its certificate, its cancelled mark) is read with each page of notifications.
CREATE INDEX court_communications_notification_idx ON court_communications (notification_id) WHERE notification_id IS NOT NULL;
