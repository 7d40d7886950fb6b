-- Reserved for issue 14; replace this no-op with the migration's statements.
SELECT 1;
