#!/bin/sh
# SPDX-License-Identifier: GPL-2.0-or-later
# gen-syscalls.sh WHAT syscalls.def OUT: one table generated from the syscall
# description (src/syscalls.def, whose header comment gives the row format).
#   syscallent  src/syscallent.h: the tracer's rows (struct sysent initialisers)
#   decoders    src/decoders.h: a prototype for every decoder a row names
#   capture     src/preload/table_gen.h: the capture library's rows (struct sx_cap
#               initialisers, indexed by number; the item macros are table.c's),
#               with the row's properties and the indexes of the arguments the
#               handler needs (envp; an SF_CLONE row's flags and stack)
# POSIX sh only (the build needs nothing else). A malformed row stops the build
# with its line number.
set -eu
what=$1 def=$2 out=$3
set -f		# capture items contain '*' (2*SZ_TIMEVAL): never expand them

die() {
	echo "$def: $*" >&2
	exit 1
}

is_identifier() {
	case $1 in
	'' | [0-9]* | *[!A-Za-z0-9_]*) return 1 ;;
	esac
	return 0
}

# rows CALLBACK: call CALLBACK once per row with nr, name, args (comma-separated,
# maybe empty), classes, properties, decoder and the capture tokens; "-" fields
# come as empty strings; $nargs and $arg_list ("a", "b") are set too. read
# without -r joins a line ending in a backslash with the next one.
rows() {
	prev=-1
	while read nr proto classes props decoder capture; do
		case $nr in
		'' | '#'*) continue ;;
		*[!0-9]*) die "row '$nr $proto': the number is not a number" ;;
		esac
		[ "$nr" -gt "$prev" ] || die "row $nr ($proto): numbers must increase"
		prev=$nr
		[ -n "$decoder" ] || die "row $nr ($proto): fewer than five fields"
		case $proto in
		*'('*')') ;;
		*) die "row $nr: '$proto' is not NAME(ARG,...)" ;;
		esac
		name=${proto%%(*}
		args=${proto#*(}
		args=${args%)}
		is_identifier "$name" || die "row $nr: bad name '$name'"
		[ "$classes" = - ] && classes=
		[ "$props" = - ] && props=
		[ "$decoder" = - ] && decoder=
		[ "$capture" = - ] && capture=
		if [ -n "$decoder" ]; then
			is_identifier "$decoder" || die "row $nr ($name): bad decoder '$decoder'"
		fi
		nargs=0 arg_list=
		old_ifs=$IFS
		IFS=,
		for a in $args; do
			is_identifier "$a" || die "row $nr ($name): bad argument name '$a'"
			nargs=$((nargs + 1))
			arg_list="$arg_list${arg_list:+, }\"$a\""
		done
		IFS=$old_ifs
		"$1" "$nr" "$name" "$args" "$classes" "$props" "$decoder" "$capture"
	done <"$def"
}

sysent_row() {
	nr=$1 name=$2
	flags=$4${4:+${5:+|}}$5
	printf '\t{ .name = "%s", .nargs = %s, .flags = %s, .decode = %s,\n' \
		"$name" "$nargs" "${flags:-0}" "${6:+decode_}${6:-NULL}"
	names=
	[ -z "$arg_list" ] || names=".arg_names = { $arg_list }, "
	printf '\t  %s.table_nr = %s, .nr = -1 },\n' "$names" "$nr"
}

seen=' '
decoder_row() {
	[ -n "$6" ] || return 0
	case $seen in
	*" $6 "*) return 0 ;;
	esac
	seen="$seen$6 "
	printf 'int decode_%s(struct tcb *tcp);\n' "$6"
}

# arg_index NAME: the index plus one of the row's argument called NAME, else 0.
arg_index() {
	i=0 found=0
	old_ifs=$IFS
	IFS=,
	for a in $args; do
		i=$((i + 1))
		[ "$a" = "$1" ] && found=$i
	done
	IFS=$old_ifs
	echo "$found"
}

capture_row() {
	nr=$1 name=$2 args=$3 props=$5
	[ -n "$7$props" ] || return 0
	flags= intr= special= mask= items= nitems=0 clone_flags=
	for t in $7; do
		case $t in
		LIFE | CF_*) flags="$flags${flags:+ | }$t" ;;
		IC_*)
			[ -z "$intr" ] || die "row $nr ($name): two IC_ words"
			intr=$t ;;
		SP_*)
			[ -z "$special" ] || die "row $nr ($name): two SP_ words"
			special=$t ;;
		'MASK_ARG('*')')
			mask=${t#MASK_ARG(}
			mask=${mask%)} ;;
		'CLONE_FLAGS('*')')
			clone_flags=${t#CLONE_FLAGS(}
			clone_flags=${clone_flags%)} ;;
		*'('*')')
			items="$items${items:+, }$t"
			nitems=$((nitems + 1)) ;;
		*) die "row $nr ($name): unknown capture word '$t'" ;;
		esac
	done
	printf '\t[%s] = { /* %s */\n' "$nr" "$name"
	[ -z "$flags" ] || printf '\t\t.flags = %s,\n' "$flags"
	[ -z "$intr" ] || printf '\t\t.intr = %s,\n' "$intr"
	[ -z "$special" ] || printf '\t\t.special = %s,\n' "$special"
	[ -z "$mask" ] || printf '\t\t.mask_arg = %s,\n' "$mask"
	[ -z "$items" ] || printf '\t\t.items = { %s },\n' "$items"
	# What the handler finds special syscalls and their arguments by.
	[ -z "$props" ] || printf '\t\t.props = %s,\n' "$props"
	i=$(arg_index envp)
	[ "$i" = 0 ] || printf '\t\t.envp_arg = %s,\n' "$i"
	case "|$props|" in
	*'|SF_CLONE|'*)
		f=$(arg_index flags)
		[ "$f" = 0 ] || printf '\t\t.clone_flags_arg = %s,\n' "$f"
		i=$(arg_index stack)
		[ "$i" = 0 ] || printf '\t\t.clone_stack_arg = %s,\n' "$i"
		[ -n "$clone_flags" ] || [ "$f" != 0 ] || [ "$special" != SP_CLONE ] ||
			case $items in
			*CLONE3*) ;;
			*) die "row $nr ($name): SP_CLONE needs a flags argument, CLONE3 or CLONE_FLAGS" ;;
			esac
		;;
	*)
		[ -z "$clone_flags" ] || die "row $nr ($name): CLONE_FLAGS without SF_CLONE" ;;
	esac
	[ -z "$clone_flags" ] || printf '\t\t.clone_flags = %s,\n' "$clone_flags"
	printf '\t},\n'
	# A row the struct cannot hold would lose items without a word.
	printf '_Static_assert(%s <= SX_CAP_ITEMS, "%s: too many capture items");\n' \
		"$nitems" "$name" >>"$out.asserts"
	# The numbers are the kernel's: check them against the system headers.
	printf '#ifdef __NR_%s\n_Static_assert(__NR_%s == %s, "%s: number");\n#endif\n' \
		"$name" "$name" "$nr" "$name" >>"$out.asserts"
}

banner="/* Generated from src/syscalls.def by src/gen-syscalls.sh: edit the .def file. */"
tmp=$out.tmp
rm -f "$tmp" "$out.asserts"
case $what in
syscallent)
	{
		echo "$banner"
		rows sysent_row
	} >"$tmp"
	;;
decoders)
	{
		echo "$banner"
		echo '#ifndef SYSTRACE_DECODERS_H'
		echo '#define SYSTRACE_DECODERS_H'
		echo 'struct tcb;'
		rows decoder_row
		echo '#endif'
	} >"$tmp"
	;;
capture)
	: >"$out.asserts"
	{
		echo "$banner"
		echo "const struct sx_cap sx_caps[SX_NR_TABLE] = {"
		rows capture_row
		echo "};"
	} >"$tmp"
	cat "$out.asserts" >>"$tmp"
	rm -f "$out.asserts"
	;;
*)
	die "unknown table '$what' (syscallent, decoders, capture)"
	;;
esac
mv "$tmp" "$out"
