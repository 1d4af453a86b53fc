; A module with declarations only.
declare void @g()
