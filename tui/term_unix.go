//go:build linux || darwin || freebsd || netbsd || openbsd || dragonfly

package tui

import (
	"os"
	"os/signal"
	"syscall"
	"unsafe"
)

// winsize is the kernel's struct winsize (TIOCGWINSZ).
type winsize struct {
	Row, Col, Xpixel, Ypixel uint16
}

// termSize asks the terminal behind f for its size in characters.
func termSize(f *os.File) (width, height int, ok bool) {
	rc, err := f.SyscallConn()
	if err != nil {
		return 0, 0, false
	}
	var ws winsize
	var errno syscall.Errno
	if err := rc.Control(func(fd uintptr) {
		_, _, errno = syscall.Syscall(syscall.SYS_IOCTL, fd, uintptr(syscall.TIOCGWINSZ), uintptr(unsafe.Pointer(&ws)))
	}); err != nil || errno != 0 || ws.Col == 0 {
		return 0, 0, false
	}
	return int(ws.Col), int(ws.Row), true
}

// notifyResize delivers the terminal's resize signal (SIGWINCH) on c.
func notifyResize(c chan<- os.Signal) { signal.Notify(c, syscall.SIGWINCH) }
