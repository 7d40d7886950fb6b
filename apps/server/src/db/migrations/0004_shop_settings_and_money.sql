-- Reserved for issue 15; replace this no-op with the migration's statements.
SELECT 1;
